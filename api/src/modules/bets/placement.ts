import { randomBytes } from 'node:crypto';
import {
  BET_STATE,
  combinationCount,
  formatHundredths,
  hkMilliOf,
  oddsTypeOf,
  priceText,
  maxReturnFen,
  ResponseCode,
  seriesFamilyOf,
  SiteError,
  yuanText,
  type BetPick,
  type BetRefusal,
  type PickPrice,
  type RejectReason,
  type betPlace,
} from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fenOfYuanText } from '../funds/fen';
import { leagueOf } from '../sports/catalogue';
import type { BoardCopy } from '../sports/board-copy';
import { stakeBet } from '../ledger';
import { dayPayoutFen, insertBet, type NewLeg } from './bet-queries';
import { findPick, type FoundPick } from './price-check';
import { pickName } from './pick-name';
import {
  maxStakeFen,
  MIN_STAKE_FEN,
  PAYOUT_GROUP_NAMES,
  PAYOUT_LIMIT_USD,
  payoutDayOf,
  payoutGroupOf,
  payoutLimitFen,
  strictestGroup,
  type PayoutGroup,
} from './policy';

/** Yuan as messages show it (spec §9: trailing .00 dropped): 1000 → '10', 1050 → '10.50'. */
const shown = (fen: number): string => yuanText(fen).replace(/\.00$/, '');

export const PLACE_MSG = {
  oddsChanged: '赔率已变化，请确认新的赔率后再投注',
  lineChanged: '盘口已变化，请重新选择投注项',
  suspended: '盘口已暂停，请稍后再试',
  matchOver: '赛事已结束或已关闭，无法投注',
  balance: '体育场馆余额不足，请先转入',
  sameGame: '串关不能包含同一场赛事的两个选项',
  singleOne: '单注只能选择一个投注项',
  parlayTwo: '串关至少需要两个投注项',
  family: '请选择正确的串关类型',
  badAmount: '请输入正确的投注金额',
  badFloor: '请输入正确的最低赔率',
  belowFloor: (now: string, floor: string) => `当前赔率${now}低于您设定的最低赔率${floor}，未能投注`,
  stakeRange: (min: number, max: number) => `投注金额须在${shown(min)}至${shown(max)}元之间`,
  payoutLimit: (group: PayoutGroup, usdCnyRate: number, remainingFen: number) =>
    `超出当日派彩限额：${PAYOUT_GROUP_NAMES[group]}每位会员每日最高派彩${PAYOUT_LIMIT_USD[group].toLocaleString('en-US')}美元` +
    `（约${shown(payoutLimitFen(group, usdCnyRate))}元），今日剩余可派彩${shown(Math.max(0, remainingFen))}元`,
} as const;

const refuse = (reason: RejectReason, message: string, prices?: PickPrice[]): SiteError => {
  const data: BetRefusal = prices ? { reason, prices } : { reason };
  return new SiteError(ResponseCode.WARNING, message, data);
};

/** The feed's view of each pick now (the instance's board copy). */
export function findPicks(board: BoardCopy, picks: readonly BetPick[]): FoundPick[] {
  return picks.map((p) => findPick(p, board.match(p.gameId)?.match));
}

export interface Placement {
  memberId: number;
  channelCode: string;
  /** The placement's idempotency key as the journal reference. */
  ref: string;
  now: number;
  delayMs: number;
  usdCnyRate: number;
  /**
   * How the stake is taken (in the same transaction): from the venue wallet to the book under ref when not said;
   * 修改注单 takes it together with the old bet's cash-out (ledger exchangeBet).
   */
  stake?: (totalFen: number) => Promise<{ venueFen: number }>;
}

/** A floor in signed thousandths as the player typed it, to the hundredth: −900 → '-0.90'. */
const floorText = (milli: number): string => formatHundredths(Math.trunc(milli / 10));

/**
 * Each pick's odds floor in hong kong thousandths (null = none), from the type the pick reads in; a floor no price
 * of that type can be is refused. With auto-accept on, floors are not needed: every price is taken.
 */
export function floorsOf(body: z.output<typeof betPlace.request>): (number | null)[] {
  if (body.autoAccept) return body.picks.map(() => null);
  return body.picks.map((p) => {
    if (p.floor === undefined) return null;
    const hk = hkMilliOf(p.floor, oddsTypeOf(p.wtype, body.oddsType));
    if (hk === null) throw new SiteError(ResponseCode.INVALID_PARAMETER, PLACE_MSG.badFloor);
    return hk;
  });
}

/** Combination sizes of the request: single [1], multiple [N], series the chosen family's. */
function sizesOf(body: z.output<typeof betPlace.request>): number[] {
  const n = body.picks.length;
  if (body.kind === 'single') {
    if (n !== 1) throw new SiteError(ResponseCode.INVALID_PARAMETER, PLACE_MSG.singleOne);
    return [1];
  }
  if (n < 2) throw new SiteError(ResponseCode.INVALID_PARAMETER, PLACE_MSG.parlayTwo);
  if (body.kind === 'multiple') return [n];
  const family = seriesFamilyOf(n, body.sizes ?? []);
  if (!family) throw new SiteError(ResponseCode.INVALID_PARAMETER, PLACE_MSG.family);
  return [...family.sizes];
}

/**
 * Places a bet in the caller's transaction (the idempotency key's): checks every pick against the
 * feed (closed → MATCH_OVER, suspended → SUSPENDED, a moved line → refused, a moved price → refused
 * unless auto-accept, which takes the current price, or the pick's odds floor, which takes a price at or above it and
 * refuses a lower one: BELOW_FLOOR), the stake limits, the daily payout limit of
 * its group, then moves the stake from the venue wallet to the book and records the bet: ACCEPTED
 * pre-match, PENDING for delayMs when a leg is in play.
 */
export async function placeBet(db: Db, board: BoardCopy, body: z.output<typeof betPlace.request>, p: Placement): Promise<{ betId: string; venueFen: number }> {
  const sizes = sizesOf(body);
  const found = findPicks(board, body.picks);
  const floors = floorsOf(body);
  const prices = found.map((f) => f.price);
  if (found.some((f) => f.price.state === 'closed')) throw refuse('MATCH_OVER', PLACE_MSG.matchOver, prices);
  if (found.some((f) => f.price.state === 'suspended')) throw refuse('SUSPENDED', PLACE_MSG.suspended, prices);
  if (found.some((f) => f.price.lineChanged)) throw refuse('ODDS_CHANGED', PLACE_MSG.lineChanged, prices);
  if (!body.autoAccept) {
    // A pick with an odds floor takes any price at or above it; one without takes only the price seen.
    const below = found.findIndex((f, i) => floors[i] !== null && f.price.hkMilli < floors[i]!);
    if (below >= 0) {
      const f = found[below]!;
      const now = priceText(f.price.hkMilli, f.pick.wtype, body.oddsType);
      throw refuse('BELOW_FLOOR', PLACE_MSG.belowFloor(now, floorText(f.pick.floor!)), prices);
    }
    if (found.some((f, i) => floors[i] === null && f.price.change !== 'none')) throw refuse('ODDS_CHANGED', PLACE_MSG.oddsChanged, prices);
  }

  const legs = found.map((f) => ({ gameId: f.pick.gameId, hkMilli: f.price.hkMilli }));
  if (body.kind === 'multiple' && new Set(legs.map((l) => l.gameId)).size < legs.length) throw refuse('SAME_GAME', PLACE_MSG.sameGame);
  const combinations = combinationCount(legs, sizes);
  if (combinations < 1) throw refuse('SAME_GAME', PLACE_MSG.sameGame);

  const unitFen = fenOfYuanText(body.unitStake);
  if (unitFen === null || unitFen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, PLACE_MSG.badAmount);
  const inPlay = found.some((f) => f.price.inPlay);
  // The largest combination at the highest prices bounds the unit stake.
  const largest = Math.max(...sizes);
  const dearest = legs
    .map((l) => l.hkMilli)
    .sort((a, b) => b - a)
    .slice(0, largest);
  const maxFen = maxStakeFen(dearest, inPlay);
  if (unitFen < MIN_STAKE_FEN || unitFen > maxFen) throw refuse('STAKE_LIMIT', PLACE_MSG.stakeRange(MIN_STAKE_FEN, maxFen), prices);
  const totalFen = unitFen * combinations;
  const maxReturn = maxReturnFen(legs, sizes, unitFen);

  const group = strictestGroup(found.map((f) => payoutGroupOf(f.match!.gameType, f.market!.id)));
  const day = payoutDayOf(p.now);
  const limit = payoutLimitFen(group, p.usdCnyRate);
  const used = await dayPayoutFen(db, p.memberId, day, group);
  if (used + maxReturn > limit) throw refuse('PAYOUT_LIMIT', PLACE_MSG.payoutLimit(group, p.usdCnyRate, limit - used));

  let venueFen: number;
  try {
    ({ venueFen } = await (p.stake ? p.stake(totalFen) : stakeBet(db, { memberId: p.memberId, channelCode: p.channelCode, fen: totalFen, ref: p.ref })));
  } catch (e) {
    if (e instanceof SiteError && e.code === ResponseCode.INVALID_PARAMETER) throw refuse('BALANCE', PLACE_MSG.balance);
    throw e;
  }

  const betId = randomBytes(10).toString('hex');
  const rows: NewLeg[] = found.map((f, idx) => {
    const floor = floors[idx] ?? null;
    const match = f.match!;
    const market = f.market!;
    return {
      idx,
      game_id: match.gameId,
      gide: match.gide,
      hgid: match.hgid,
      selection_id: f.pick.selectionId,
      market_id: market.id,
      wtype: market.kind,
      rtype: f.pick.rtype,
      line: market.line,
      strong: market.strong,
      three_way: market.selections.some((s) => s.key === 'N') ? 1 : 0,
      hk_milli: f.price.hkMilli,
      game_type: match.gameType,
      league: leagueOf(match.gameType, match.league_id)?.name ?? '',
      team_h: match.team_h,
      team_c: match.team_c,
      pick_name: pickName({
        wtype: market.kind,
        rtype: f.pick.rtype,
        line: market.line,
        strong: market.strong,
        team_h: match.team_h,
        team_c: match.team_c,
        selectionName: f.selection?.name ?? '',
      }),
      kickoff_at: match.datetime,
      in_play: f.price.inPlay ? 1 : 0,
      floor_hk_milli: floor,
    };
  });
  await insertBet(
    db,
    {
      id: betId,
      member_id: p.memberId,
      channel_code: p.channelCode,
      kind: body.kind,
      sizes: JSON.stringify(sizes),
      combinations,
      unit_fen: unitFen,
      total_fen: totalFen,
      max_return_fen: maxReturn,
      state: inPlay ? BET_STATE.PENDING : BET_STATE.ACCEPTED,
      auto_accept: body.autoAccept ? 1 : 0,
      odds_type: body.oddsType,
      limit_group: group,
      day,
      placed_at: p.now,
      pending_until: inPlay ? p.now + p.delayMs : null,
    },
    rows,
  );
  return { betId, venueFen };
}
