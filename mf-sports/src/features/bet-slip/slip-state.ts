import { z } from '@site/shared/zod';
import {
  BET_KIND,
  BET_SLIP_MAX,
  hkMilliOf,
  MARKET_KINDS,
  ODDS_TYPES,
  oddsTypeOf,
  type BetKind,
  type BetPick,
  type BetSlipItem,
  type MarketKind,
  type OddsType,
  type PickPrice,
} from '@site/shared';
import { lazySchema } from '@site/shared';

/**
 * The bet slip (spec §3 bet slip item, §4 Bet slip, §5 Slip): one pure reducer with a typed
 * reason for every refusal. The state is the stored `betSlip` value (picks, multiple, series,
 * autoAcceptOdds, quickStakeFen), so it survives a reload through platform storage. Each pick keeps the spec's fields:
 * - gameInfo: gameId, gide, hgid, team_h, team_c
 * - playInfo.w: the market kind (play type)
 * - oddInfo: gameId = the event the market belongs to (gide for full-time lines, hgid for half-time ones),
 *   r = the side (rtype); championRate.rtype = the side as well (the outright team for a champion pick)
 * - bettingData: active = the pick's betting status (BETTING.ACTIVE, or BETTING.DELAY while a bet with it
 *   waits in the in-play delay), ticket_id = that bet's id
 * - orderData: what the slip shows and sends (selection id, line, price seen, names) and the last price check
 * - isInvalid: a series holds another pick of the same game (spec §5).
 * Quick bet (快速投注): with a preset stake, a tap on a price makes the slip that one single and marks it to be placed
 * at once (quickPending); the slip places it through the same placement as 确认投注 and clears the mark.
 */

export type SlipState = {
  picks: BetSlipItem[];
  multiple: boolean;
  series: boolean;
  autoAcceptOdds: boolean;
  /** Quick bet's preset stake (fen); null = quick bet off. */
  quickStakeFen: number | null;
  /** The selection a quick-bet tap asked to place now; null when none waits (never stored). */
  quickPending: string | null;
};

export const EMPTY_SLIP: SlipState = { picks: [], multiple: false, series: false, autoAcceptOdds: true, quickStakeFen: null, quickPending: null };

/** bettingData.active: a pick's betting status. */
export const BETTING = { ACTIVE: 1, DELAY: 2 } as const;

/** The outright (champion) market kind: champion picks and other picks never share a slip (spec §4). */
const CHAMPION: MarketKind = 'FS';
/** Half-time lines belong to the half-time event (hgid). */
const HALF_TIME_KINDS: readonly MarketKind[] = ['HM', 'HR', 'HOU'];

const pickPriceSchema = lazySchema(() =>
  z.object({
    state: z.enum(['open', 'suspended', 'closed']),
    open: z.boolean(),
    hkMilli: z.number().int(),
    line: z.string(),
    minStake: z.number(),
    maxStake: z.number(),
    change: z.enum(['up', 'down', 'none']),
    lineChanged: z.boolean(),
    inPlay: z.boolean(),
  }),
);

/** orderData of a pick: what the slip shows and sends. */
export const orderDataSchema = lazySchema(() =>
  z.object({
    selectionId: z.string().min(1).max(80),
    /** The selection key (rtype). */
    rtype: z.string().max(16),
    line: z.string().max(16),
    /** The price the player saw, hong kong thousandths. */
    hkMilli: z.number().int().min(1),
    /** What was picked, as the page names it ('主队 -0.5', '大 2.5'). */
    pickName: z.string().max(200),
    league: z.string().max(200),
    gameType: z.string().max(4),
    /** The last price check of this pick; absent until the first one answers. */
    price: pickPriceSchema.optional(),
    /**
     * The odds floor the player set (without auto-accept, a price at or above it is taken): signed thousandths in the
     * odds type it was typed in. It counts while the pick still reads in that type (see activeFloorHk).
     */
    floor: z.object({ milli: z.number().int(), type: z.enum(ODDS_TYPES) }).optional(),
  }),
);
export type OrderData = z.infer<typeof orderDataSchema>;

export function orderDataOf(item: BetSlipItem): OrderData | null {
  const parsed = orderDataSchema.safeParse(item.orderData);
  return parsed.success ? parsed.data : null;
}

/** The pick's market kind (playInfo.w); null for a kind the page does not know. */
export function marketKindOf(item: BetSlipItem): MarketKind | null {
  const kind = MARKET_KINDS.find((k) => k === item.playInfo.w);
  return kind ?? null;
}

/** A stored slip as the page starts from: picks whose orderData or market kind does not parse are dropped. */
export function slipFromStorage(stored: Omit<SlipState, 'quickStakeFen' | 'quickPending'> & { quickStakeFen?: number | null }): SlipState {
  const picks = stored.picks.filter((p) => orderDataOf(p) !== null && marketKindOf(p) !== null);
  // A reload never places: only the preset stays.
  return markSameGame({ ...stored, picks, quickStakeFen: stored.quickStakeFen ?? null, quickPending: null });
}

/**
 * The pick's odds floor in hong kong thousandths while the pick reads in the type the floor was typed in (the slip's
 * odds type, european for 1X2); null when none is set or the odds type changed since (the floor no longer reads).
 */
export function activeFloorHk(p: BetSlipItem, oddsType: OddsType): number | null {
  const o = orderDataOf(p);
  const wtype = marketKindOf(p);
  if (!o?.floor || !wtype || o.floor.type !== oddsTypeOf(wtype, oddsType)) return null;
  return hkMilliOf(o.floor.milli, o.floor.type);
}

/** The pick's checked price fell below its odds floor. */
export function belowFloor(p: BetSlipItem, oddsType: OddsType): boolean {
  const floor = activeFloorHk(p, oddsType);
  const price = orderDataOf(p)?.price;
  return floor !== null && !!price && price.hkMilli < floor;
}

/**
 * The player must accept the pick's new price before placing: a moved line always; without auto-accept, a moved
 * price unless the pick's odds floor takes it (the price at or above the floor).
 */
export function needsAccept(p: BetSlipItem, autoAccept: boolean, oddsType: OddsType | null): boolean {
  const price = orderDataOf(p)?.price;
  if (!price) return false;
  if (price.lineChanged) return true;
  if (autoAccept || !priceMoved(p)) return false;
  const floor = oddsType ? activeFloorHk(p, oddsType) : null;
  return floor === null || price.hkMilli < floor;
}

/** What a price cell hands the slip when clicked. */
export interface PickSource {
  match: { gameId: string; gide: string; hgid: string; team_h: string; team_c: string; league: string; gameType: string };
  market: { kind: MarketKind; line: string };
  selection: { id: string; key: string; hkMilli: number };
  pickName: string;
}

/** The slip item of a price the player clicked (spec §3 fields). */
export function slipItemOf(source: PickSource): BetSlipItem {
  const { match, market, selection } = source;
  const orderData: OrderData = {
    selectionId: selection.id,
    rtype: selection.key,
    line: market.line,
    hkMilli: selection.hkMilli,
    pickName: source.pickName,
    league: match.league,
    gameType: match.gameType,
  };
  return {
    gameInfo: { gameId: match.gameId, gide: match.gide, hgid: match.hgid, team_h: match.team_h, team_c: match.team_c },
    playInfo: { w: market.kind },
    oddInfo: { gameId: HALF_TIME_KINDS.includes(market.kind) && match.hgid ? match.hgid : match.gide, r: selection.key },
    championRate: { rtype: selection.key },
    bettingData: { active: BETTING.ACTIVE, ticket_id: '' },
    orderData,
    isInvalid: false,
  };
}

/** The pick's selection id ('' for a pick whose orderData does not parse: the slip never holds one). */
export const selectionOf = (p: BetSlipItem): string => orderDataOf(p)?.selectionId ?? '';
const isChampion = (p: BetSlipItem): boolean => p.playInfo.w === CHAMPION;
const inDelay = (p: BetSlipItem): boolean => p.bettingData?.active === BETTING.DELAY;
const sameGame = (a: BetSlipItem, b: BetSlipItem): boolean =>
  String(a.gameInfo.gameId) === String(b.gameInfo.gameId) || (a.gameInfo.gide !== '' && String(a.gameInfo.gide) === String(b.gameInfo.gide));

/** Series: every pick sharing a game with another pick is invalid; otherwise none is. */
function markSameGame(slip: SlipState): SlipState {
  const picks = slip.picks.map((p) => {
    const isInvalid = slip.series && slip.picks.some((q) => q !== p && sameGame(p, q));
    return p.isInvalid === isInvalid ? p : { ...p, isInvalid };
  });
  return { ...slip, picks };
}

/** Why a pick cannot be added or removed. */
export const PICK_REFUSAL = {
  /** At most 10 picks (spec §5): 投注项已达上限. */
  LIMIT: 'LIMIT',
  /** A pick is in delay (spec §4): 当前有注单正在确认中，请稍候. */
  DELAY: 'DELAY',
  /** A booking code with no leg left to load: 该投注码的投注项均已关闭. */
  NOTHING: 'NOTHING',
  /** The tapped price's market was suspended before the tap reached it: 该盘口已暂停投注. */
  SUSPENDED: 'SUSPENDED',
  /** The tapped price's match or market left the board before the tap reached it: 该投注项已关闭. */
  CLOSED: 'CLOSED',
} as const;
export type PickRefusal = (typeof PICK_REFUSAL)[keyof typeof PICK_REFUSAL];

export type SlipAction =
  | { type: 'pick'; item: BetSlipItem }
  | { type: 'remove'; selectionId: string }
  | { type: 'clear' }
  | { type: 'multiple'; on: boolean }
  | { type: 'series'; on: boolean }
  | { type: 'autoAccept'; on: boolean }
  /** The last price check: one price per pick, by selection id. */
  | { type: 'prices'; prices: readonly (PickPrice & { selectionId: string })[] }
  /** The player accepts the changed prices: the current price and line become the ones seen. */
  | { type: 'acceptPrices' }
  /** A bet with these picks waits in the in-play delay (ticket = its bet id). */
  | { type: 'delay'; ticketId: string }
  /** The bet left the delay (accepted or rejected). */
  | { type: 'delayOver'; ticketId: string }
  /** A booking code's legs join the slip (several legs make it a multiple). */
  | { type: 'load'; items: readonly BetSlipItem[] }
  /** The pick's odds floor as typed (signed thousandths in `type`), or null to clear it. */
  | { type: 'floor'; selectionId: string; floor: { milli: number; type: OddsType } | null }
  /** Quick bet on with a preset stake (fen), or off (null). */
  | { type: 'quickBet'; stakeFen: number | null }
  /** The quick-bet tap was handed to the placement. */
  | { type: 'quickDone' };

export type SlipOutcome =
  | { ok: true; slip: SlipState; added?: boolean; removed?: boolean; replaced?: number; forceHongKong?: boolean; quick?: boolean }
  | { ok: false; slip: SlipState; reason: PickRefusal };

function pick(slip: SlipState, item: BetSlipItem): SlipOutcome {
  if (slip.picks.some(inDelay)) return { ok: false, slip, reason: PICK_REFUSAL.DELAY };
  const id = selectionOf(item);
  // Quick bet: the tapped price becomes the slip's one single, to be placed at once (a second tap places again).
  if (slip.quickStakeFen !== null) {
    return { ok: true, slip: { ...slip, picks: [item], quickPending: id }, added: true, replaced: slip.picks.length, quick: true };
  }
  // Picking again removes it.
  if (slip.picks.some((p) => selectionOf(p) === id)) {
    return { ok: true, slip: markSameGame({ ...slip, picks: slip.picks.filter((p) => selectionOf(p) !== id) }), removed: true };
  }
  // A slip that is neither multiple nor series keeps one pick.
  if (!slip.multiple && !slip.series) {
    return { ok: true, slip: { ...slip, picks: [item] }, added: true, replaced: slip.picks.length };
  }
  // Champion picks clear non-champion picks and the reverse; a second market of the same game or the same gide
  // replaces the old pick (a series keeps both and marks them invalid).
  const kept = slip.picks.filter((p) => isChampion(p) === isChampion(item) && (slip.series || !sameGame(p, item)));
  if (kept.length >= BET_SLIP_MAX) return { ok: false, slip, reason: PICK_REFUSAL.LIMIT };
  return { ok: true, slip: markSameGame({ ...slip, picks: [...kept, item] }), added: true, replaced: slip.picks.length - kept.length };
}

/**
 * A booking code's legs join the slip, each as if picked (a champion leg clears the other kind, a second leg of a
 * game replaces the first), except that a leg already in the slip stays rather than toggling off. Two legs or more
 * turn multiple on. All or nothing: a refused leg leaves the slip as it was.
 */
function load(slip: SlipState, items: readonly BetSlipItem[]): SlipOutcome {
  if (items.length === 0) return { ok: false, slip, reason: PICK_REFUSAL.NOTHING };
  if (slip.picks.some(inDelay)) return { ok: false, slip, reason: PICK_REFUSAL.DELAY };
  let next: SlipState = items.length > 1 ? { ...slip, multiple: true } : slip;
  let added = false;
  for (const item of items) {
    if (next.picks.some((p) => selectionOf(p) === selectionOf(item))) continue;
    const outcome = pick(next, item);
    if (!outcome.ok) return { ok: false, slip, reason: outcome.reason };
    next = outcome.slip;
    added = true;
  }
  return { ok: true, slip: next, added };
}

/** Multiple off (and series with it): only the newest pick stays. */
function leaveMultiple(slip: SlipState): SlipState {
  return { ...slip, multiple: false, series: false, picks: slip.picks.slice(-1).map((p) => ({ ...p, isInvalid: false })) };
}

/** Series off: back to a multiple, where one pick per game stays (the newest). */
function leaveSeries(slip: SlipState): SlipState {
  const picks = slip.picks.filter((p, i) => !slip.picks.slice(i + 1).some((q) => sameGame(p, q))).map((p) => ({ ...p, isInvalid: false }));
  return { ...slip, series: false, picks };
}

function withOrderData(p: BetSlipItem, patch: (o: OrderData) => OrderData): BetSlipItem {
  const o = orderDataOf(p);
  return o ? { ...p, orderData: patch(o) } : p;
}

export function slipReducer(slip: SlipState, action: SlipAction): SlipOutcome {
  switch (action.type) {
    case 'pick':
      return pick(slip, action.item);
    case 'load':
      return load(slip, action.items);
    case 'remove':
      if (slip.picks.some(inDelay)) return { ok: false, slip, reason: PICK_REFUSAL.DELAY };
      return { ok: true, slip: markSameGame({ ...slip, picks: slip.picks.filter((p) => selectionOf(p) !== action.selectionId) }), removed: true };
    case 'clear':
      if (slip.picks.some(inDelay)) return { ok: false, slip, reason: PICK_REFUSAL.DELAY };
      return { ok: true, slip: { ...slip, picks: [] } };
    case 'multiple':
      // A multiple is built pick by pick: quick bet goes off.
      return { ok: true, slip: action.on ? { ...slip, multiple: true, quickStakeFen: null } : leaveMultiple(slip) };
    case 'series':
      if (!action.on) return { ok: true, slip: leaveSeries(slip) };
      // Turning series on forces hong kong odds, marks two picks of one game invalid, and turns multiple on
      // when there is more than one pick.
      return {
        ok: true,
        slip: markSameGame({ ...slip, series: true, multiple: slip.picks.length > 1 ? true : slip.multiple, quickStakeFen: null }),
        forceHongKong: true,
      };
    case 'quickBet': {
      if (action.stakeFen === null) return { ok: true, slip: { ...slip, quickStakeFen: null, quickPending: null } };
      if (!Number.isSafeInteger(action.stakeFen) || action.stakeFen <= 0) return { ok: true, slip };
      // Quick bet places singles: the slip leaves multiple and series, keeping its newest pick.
      const single = slip.multiple || slip.series ? leaveMultiple(slip) : slip;
      return { ok: true, slip: { ...single, quickStakeFen: action.stakeFen } };
    }
    case 'quickDone':
      return { ok: true, slip: slip.quickPending === null ? slip : { ...slip, quickPending: null } };
    case 'floor':
      return {
        ok: true,
        slip: {
          ...slip,
          picks: slip.picks.map((p) => {
            if (selectionOf(p) !== action.selectionId) return p;
            return withOrderData(p, ({ floor: _old, ...o }) => (action.floor ? { ...o, floor: action.floor } : o));
          }),
        },
      };
    case 'autoAccept':
      return { ok: true, slip: { ...slip, autoAcceptOdds: action.on } };
    case 'prices': {
      const byId = new Map(action.prices.map((p) => [p.selectionId, p]));
      const picks = slip.picks.map((p) => {
        const price = byId.get(selectionOf(p));
        if (!price) return p;
        const { state, open, hkMilli, line, minStake, maxStake, lineChanged, inPlay } = price;
        return withOrderData(p, (o) => ({
          ...o,
          price: { state, open, hkMilli, line, minStake, maxStake, lineChanged, inPlay, change: priceChange(o.hkMilli, hkMilli) },
        }));
      });
      return { ok: true, slip: { ...slip, picks } };
    }
    case 'acceptPrices': {
      // Accepting a price below a floor lowers nothing silently: the floor above the accepted price goes.
      const picks = slip.picks.map((p) =>
        withOrderData(p, ({ floor, ...o }) => {
          if (!o.price) return floor ? { ...o, floor } : o;
          const floorHk = floor ? hkMilliOf(floor.milli, floor.type) : null;
          const keep = floor && floorHk !== null && floorHk <= o.price.hkMilli ? { floor } : {};
          return { ...o, ...keep, hkMilli: o.price.hkMilli, line: o.price.line, price: { ...o.price, change: 'none', lineChanged: false } };
        }),
      );
      return { ok: true, slip: { ...slip, picks } };
    }
    case 'delay':
      return { ok: true, slip: { ...slip, picks: slip.picks.map((p) => ({ ...p, bettingData: { active: BETTING.DELAY, ticket_id: action.ticketId } })) } };
    case 'delayOver':
      return {
        ok: true,
        slip: {
          ...slip,
          picks: slip.picks.map((p) => (p.bettingData?.ticket_id === action.ticketId ? { ...p, bettingData: { active: BETTING.ACTIVE, ticket_id: '' } } : p)),
        },
      };
  }
}

/** How the current price stands to the one the player saw. */
function priceChange(seen: number, now: number): 'up' | 'down' | 'none' {
  return now > seen ? 'up' : now < seen ? 'down' : 'none';
}

/** The kind of bet the slip places: series when on; multiple with two picks or more; else single. */
export function betKindOf(slip: SlipState): BetKind {
  if (slip.series && slip.picks.length >= 2) return BET_KIND.SERIES;
  if (slip.multiple && slip.picks.length >= 2) return BET_KIND.MULTIPLE;
  return BET_KIND.SINGLE;
}

/**
 * The picks as the bet contract takes them (the price and line the player saw); with the slip's odds type, each
 * pick's odds floor as typed while it still reads in that type (only without auto-accept: with it, any price goes).
 */
export function betPicksOf(slip: SlipState, oddsType?: OddsType): BetPick[] {
  return slip.picks.flatMap((p) => {
    const o = orderDataOf(p);
    const wtype = marketKindOf(p);
    if (!o || !wtype) return [];
    const floor = oddsType && !slip.autoAcceptOdds && activeFloorHk(p, oddsType) !== null ? { floor: o.floor!.milli } : {};
    const gide = String(p.gameInfo.gide);
    const hgid = String(p.gameInfo.hgid);
    return [
      {
        gameId: String(p.gameInfo.gameId),
        ...(gide ? { gide } : {}),
        ...(hgid ? { hgid } : {}),
        selectionId: o.selectionId,
        wtype,
        rtype: o.rtype,
        line: o.line,
        hkMilli: o.hkMilli,
        ...floor,
      },
    ];
  });
}

/** True when a checked price moved from the one seen (up, down, or another line). */
export function priceMoved(p: BetSlipItem): boolean {
  const price = orderDataOf(p)?.price;
  return !!price && (price.change !== 'none' || price.lineChanged);
}
