import {
  boardKey,
  MATCH_STATUS,
  type LeagueEntry,
  type Market,
  type Match,
  type MatchDelta,
  type Selection,
  type SportBatch,
  type SportCounts,
} from '@site/shared';

/**
 * The live data of the match centre, outside React: matches, markets and prices keyed by id;
 * socket batches are checked for order (seq per board), merged per key and applied once per animation
 * frame; components read through keyed subscriptions (useSyncExternalStore), so a price change renders
 * only the cell that shows it. A seq gap marks the board stale and asks for a new snapshot.
 */

/** A match as rows read it: the match fields without the markets, which live under their own keys. */
export type MatchView = Omit<Match, 'markets'> & { readonly marketIds: readonly string[] };
export type MarketView = Omit<Market, 'selections'> & { readonly selectionIds: readonly string[] };
/**
 * A price, which way it last moved (rev counts the moves) and its flash: the direction of a move for
 * PRICE_FLASH_MS after it (null otherwise), so a cell shows a move as a plain colour change that the store
 * turns off again: no CSS animation keeps the page restyling every frame while one runs.
 */
export type PriceView = Selection & { readonly dir: 'up' | 'down' | null; readonly rev: number; readonly flash: 'up' | 'down' | null };

/** How long a moved price shows its direction (spec: "flashes up (red) or down (green) for a moment"). */
export const PRICE_FLASH_MS = 1200;

/** The list the page lays out: leagues (snapshot order) with their matches (kick-off order). */
export interface BoardList {
  readonly leagues: readonly LeagueEntry[];
  /** By league entry id (`${gameType}-${league_id}`). */
  readonly matchIds: ReadonlyMap<string, readonly string[]>;
}

/** A league's row key in a board (the league entry's id). */
export const leagueKey = (gameType: string, leagueId: number): string => `${gameType}-${leagueId}`;

/** Keys a component may subscribe to. */
export const storeKey = {
  list: 'list',
  counts: 'counts',
  /** A board went stale (a seq gap, or an unknown league): whoever feeds the store re-takes the snapshot. */
  stale: 'stale',
  match: (id: string) => `m:${id}`,
  market: (id: string) => `k:${id}`,
  price: (id: string) => `s:${id}`,
} as const;

export interface Snapshot {
  seqs: Record<string, number>;
  counts: SportCounts;
  leagues: LeagueEntry[];
  matches: Match[];
}

export interface LiveStoreOptions {
  /** Runs a callback before the next paint (requestAnimationFrame in the page; tests step it by hand). */
  frame: (flush: () => void) => void;
  /** The quick filter's leagues: a match of another league joining the board is not this view's (ignored). */
  leagueIds?: readonly number[];
  /** The clock flashes are timed by (ms; Date.now in the page). */
  now?: () => number;
  /** Runs a callback after ms (setTimeout in the page), answering how to cancel it; tests step it by hand. */
  later?: (run: () => void, ms: number) => () => void;
}

/** What a frame applies for one match: later batches overwrite earlier ones, key by key. */
interface PendingMatch {
  st?: MatchDelta['st'];
  sc?: [number, number];
  set?: [number, number];
  game?: [number, number];
  clk?: NonNullable<MatchDelta['clk']>;
  prices: Map<string, number>;
  suspended: Map<string, boolean>;
}

/** Batches that arrive for a board before its snapshot answers (replayed after it, those newer than it). */
const EARLY_BATCHES_KEPT = 64;

export class LiveStore {
  private matches = new Map<string, MatchView>();
  private markets = new Map<string, MarketView>();
  private prices = new Map<string, PriceView>();
  private leagues: LeagueEntry[] = [];
  private list: BoardList = { leagues: [], matchIds: new Map() };
  private counts: SportCounts | null = null;
  private seqs = new Map<string, number>();
  private stale = new Set<string>();
  private early = new Map<string, SportBatch[]>();
  /** The seq the server named when a board's subscription went live, kept until a snapshot comes to compare. */
  private liveFrom = new Map<string, number>();
  private pending = new Map<string, PendingMatch>();
  private pendingAdds = new Map<string, Match>();
  private pendingRemoves = new Set<string>();
  private frameAsked = false;
  private disposed = false;
  /** Prices flashing, by selection id, with when each flash ends (in the order they end). */
  private flashes = new Map<string, number>();
  private cancelFlashTimer: (() => void) | null = null;
  private readonly now: () => number;
  private readonly later: (run: () => void, ms: number) => () => void;
  private listeners = new Map<string, Set<() => void>>();

  constructor(private readonly options: LiveStoreOptions) {
    this.now = options.now ?? Date.now;
    this.later =
      options.later ??
      ((run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      });
  }

  // ---- reading (selectors for useSyncExternalStore: the same object until it changes) ----

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  getList(): BoardList {
    return this.list;
  }
  getCounts(): SportCounts | null {
    return this.counts;
  }
  getMatch(id: string): MatchView | undefined {
    return this.matches.get(id);
  }
  getMarket(id: string): MarketView | undefined {
    return this.markets.get(id);
  }
  getPrice(id: string): PriceView | undefined {
    return this.prices.get(id);
  }
  /** The last batch seq applied for a board (undefined before its snapshot). */
  seqOf(board: string): number | undefined {
    return this.seqs.get(board);
  }

  // ---- writing ----

  /**
   * A snapshot replaces everything; batches that came early and are newer than it are applied after it. What it
   * leaves as it was (a board re-taken after it went stale, moments after the last) keeps its object and tells no
   * reader, so only the rows that moved render again; a price that moved in between shows its move as a batch would.
   */
  load(snapshot: Snapshot): void {
    const before = { matches: this.matches, markets: this.markets, prices: this.prices, list: this.list, counts: this.counts };
    this.matches = new Map();
    this.markets = new Map();
    this.prices = new Map();
    this.pending.clear();
    this.pendingAdds.clear();
    this.pendingRemoves.clear();
    this.seqs = new Map(Object.entries(snapshot.seqs));
    this.stale.clear();
    this.leagues = snapshot.leagues;
    for (const match of snapshot.matches) if (match.gameStatus !== MATCH_STATUS.FINISHED) this.putMatch(match, before.prices);
    for (const selectionId of this.flashes.keys()) if (!this.prices.has(selectionId)) this.flashes.delete(selectionId);
    const changed = new Set<string>();
    keepUnchanged(before.matches, this.matches, storeKey.match, changed);
    keepUnchanged(before.markets, this.markets, storeKey.market, changed);
    keepUnchanged(before.prices, this.prices, storeKey.price, changed);
    this.rebuildList();
    if (sameList(before.list, this.list)) this.list = before.list;
    else changed.add(storeKey.list);
    this.counts = before.counts && sameCounts(before.counts, snapshot.counts) ? before.counts : snapshot.counts;
    if (this.counts !== before.counts) changed.add(storeKey.counts);
    for (const key of changed) this.notify(key);
    const early = this.early;
    this.early = new Map();
    for (const [board, batches] of early) for (const batch of batches) this.ingest(board, batch);
    const liveFrom = this.liveFrom;
    this.liveFrom = new Map();
    for (const [board, seq] of liveFrom) this.live(board, seq);
  }

  /**
   * A board's subscription went live at `seq` (the server's SUBSCRIBED answer, after each (re)connect): pushes after
   * it will come, those up to it never will. A snapshot older than it missed some, so the board is stale; before
   * any snapshot, or while a new one is awaited (it may have been asked for before the subscription was live), the
   * seq waits for it.
   */
  live(board: string, seq: number): void {
    if (this.disposed) return;
    const last = this.seqs.get(board);
    if (last === undefined || this.stale.has(board)) {
      this.liveFrom.set(board, Math.max(seq, this.liveFrom.get(board) ?? seq));
      return;
    }
    if (seq > last) this.markStale(board);
  }

  /** A match's full market list (matchDetail): its extra markets join the store, live like the rest. */
  loadDetail(match: Match): void {
    // Only a match of the boards on screen: a detail never brings a match of another board into the list.
    if (match.gameStatus === MATCH_STATUS.FINISHED || !this.matches.has(match.gameId)) return;
    this.putMatch(match);
    this.notify(storeKey.match(match.gameId));
    for (const market of match.markets) {
      this.notify(storeKey.market(market.id));
      for (const s of market.selections) this.notify(storeKey.price(s.id));
    }
  }

  setCounts(counts: SportCounts): void {
    this.counts = counts;
    this.notify(storeKey.counts);
  }

  /** One batch of a board from the socket: in order it is merged for the next frame; a gap marks the board stale. */
  ingest(board: string, batch: SportBatch): void {
    if (this.disposed || this.stale.has(board)) return;
    const last = this.seqs.get(board);
    if (last === undefined) {
      const kept = this.early.get(board) ?? [];
      kept.push(batch);
      if (kept.length > EARLY_BATCHES_KEPT) kept.shift();
      this.early.set(board, kept);
      return;
    }
    if (batch.seq <= last) return;
    if (batch.seq !== last + 1) {
      this.markStale(board);
      return;
    }
    this.seqs.set(board, batch.seq);
    for (const match of batch.add ?? []) {
      this.pendingRemoves.delete(match.gameId);
      this.pendingAdds.set(match.gameId, match);
    }
    for (const id of batch.remove ?? []) {
      this.pendingAdds.delete(id);
      this.pending.delete(id);
      this.pendingRemoves.add(id);
    }
    for (const d of batch.d) this.merge(d);
    this.askFrame();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.pending.clear();
    this.flashes.clear();
    this.cancelFlashTimer?.();
    this.cancelFlashTimer = null;
  }

  // ---- inside ----

  private markStale(board: string): void {
    this.stale.add(board);
    this.notify(storeKey.stale);
  }

  /** The boards waiting for a new snapshot. */
  staleBoards(): string[] {
    return [...this.stale];
  }

  private merge(d: MatchDelta): void {
    if (this.pendingRemoves.has(d.id)) return;
    let p = this.pending.get(d.id);
    if (!p) this.pending.set(d.id, (p = { prices: new Map(), suspended: new Map() }));
    if (d.st) p.st = d.st;
    if (d.sc) p.sc = d.sc;
    if (d.set) p.set = d.set;
    if (d.game) p.game = d.game;
    if (d.clk) p.clk = { ...p.clk, ...d.clk };
    for (const [id, hkMilli] of d.o ?? []) p.prices.set(id, hkMilli);
    for (const [id, suspended] of d.sus ?? []) p.suspended.set(id, suspended);
  }

  private askFrame(): void {
    if (this.frameAsked) return;
    this.frameAsked = true;
    this.options.frame(() => this.flush());
  }

  /** Applies everything merged since the last frame and tells each changed key's readers once. */
  flush(): void {
    this.frameAsked = false;
    if (this.disposed) return;
    const changed = new Set<string>();
    let listChanged = false;
    for (const id of this.pendingRemoves) listChanged = this.dropMatch(id, changed) || listChanged;
    for (const match of this.pendingAdds.values()) {
      const filter = this.options.leagueIds;
      if (filter && filter.length > 0 && !filter.includes(match.league_id)) continue;
      if (!this.leagues.some((l) => l.league_id === match.league_id && l.gameType === match.gameType)) {
        this.markStale(boardKey(match.gameType, match.showType));
        continue;
      }
      if (match.gameStatus === MATCH_STATUS.FINISHED) continue;
      this.putMatch(match);
      changed.add(storeKey.match(match.gameId));
      listChanged = true;
    }
    for (const [id, p] of this.pending) listChanged = this.apply(id, p, changed) || listChanged;
    this.endFlashes(changed);
    this.pending.clear();
    this.pendingAdds.clear();
    this.pendingRemoves.clear();
    if (listChanged) {
      this.rebuildList();
      changed.add(storeKey.list);
    }
    for (const key of changed) this.notify(key);
  }

  /** Applies one match's merged change; true when the match left the list. */
  private apply(id: string, p: PendingMatch, changed: Set<string>): boolean {
    const current = this.matches.get(id);
    if (!current) return false;
    if (p.st === MATCH_STATUS.FINISHED) return this.dropMatch(id, changed);
    const next: MatchView = {
      ...current,
      ...(p.st ? { gameStatus: p.st } : {}),
      ...(p.sc ? { sc_FT_H: p.sc[0], sc_FT_C: p.sc[1], sc_FT_A: p.sc[1] } : {}),
      ...(p.set ? { sc_set_H: p.set[0], sc_set_A: p.set[1] } : {}),
      ...(p.game ? { sc_game_H: p.game[0], sc_game_A: p.game[1] } : {}),
      ...p.clk,
    };
    if (p.st || p.sc || p.set || p.game || p.clk) {
      this.matches.set(id, next);
      changed.add(storeKey.match(id));
    }
    for (const [selectionId, hkMilli] of p.prices) {
      const price = this.prices.get(selectionId);
      if (!price || price.hkMilli === hkMilli) continue;
      this.prices.set(selectionId, this.priceView(price, { ...price, hkMilli }));
      changed.add(storeKey.price(selectionId));
    }
    for (const [marketId, suspended] of p.suspended) {
      const market = this.markets.get(marketId);
      if (!market || market.suspended === suspended) continue;
      this.markets.set(marketId, { ...market, suspended });
      changed.add(storeKey.market(marketId));
    }
    return false;
  }

  /** Puts a match, its markets and prices in; a price's move is told against `pricesBefore`. */
  private putMatch(match: Match, pricesBefore: ReadonlyMap<string, PriceView> = this.prices): void {
    const { markets, ...fields } = match;
    const previous = this.matches.get(match.gameId);
    const marketIds = new Set(previous?.marketIds ?? []);
    for (const market of markets) {
      const { selections, ...marketFields } = market;
      marketIds.add(market.id);
      this.markets.set(market.id, { ...marketFields, selectionIds: selections.map((s) => s.id) });
      for (const s of selections) {
        this.prices.set(s.id, this.priceView(pricesBefore.get(s.id), s));
      }
    }
    this.matches.set(match.gameId, { ...fields, marketIds: [...marketIds] });
  }

  /** Removes a match and its markets and prices; true when it was in the list. */
  private dropMatch(id: string, changed: Set<string>): boolean {
    const match = this.matches.get(id);
    if (!match) return false;
    for (const marketId of match.marketIds) {
      for (const s of this.markets.get(marketId)?.selectionIds ?? []) {
        this.prices.delete(s);
        this.flashes.delete(s);
      }
      this.markets.delete(marketId);
    }
    this.matches.delete(id);
    changed.add(storeKey.match(id));
    return true;
  }

  /**
   * A selection's price as shown after `before` (none for a new one): a move sets its direction, counts it
   * and starts its flash; an unchanged price keeps what it had.
   */
  private priceView(before: PriceView | undefined, next: Selection): PriceView {
    if (!before || before.hkMilli === next.hkMilli) return { ...next, dir: before?.dir ?? null, rev: before?.rev ?? 0, flash: before?.flash ?? null };
    const dir = next.hkMilli > before.hkMilli ? 'up' : 'down';
    this.startFlash(next.id);
    return { ...next, dir, rev: before.rev + 1, flash: dir };
  }

  /** A price moved: it flashes until PRICE_FLASH_MS from now (a move during a flash starts it again). */
  private startFlash(selectionId: string): void {
    this.flashes.delete(selectionId);
    this.flashes.set(selectionId, this.now() + PRICE_FLASH_MS);
    this.armFlashTimer();
  }

  /** One timer for every flash: it asks for a frame when the first one is due (and the frame arms it again). */
  private armFlashTimer(): void {
    if (this.cancelFlashTimer || this.disposed) return;
    const first = this.flashes.values().next();
    if (first.done) return;
    this.cancelFlashTimer = this.later(
      () => {
        this.cancelFlashTimer = null;
        this.askFrame();
      },
      Math.max(0, first.value - this.now()),
    );
  }

  /** Turns off the flashes that are due (in a frame, with everything else that changed). */
  private endFlashes(changed: Set<string>): void {
    const now = this.now();
    for (const [selectionId, ends] of this.flashes) {
      if (ends > now) break;
      this.flashes.delete(selectionId);
      const price = this.prices.get(selectionId);
      if (!price?.flash) continue;
      this.prices.set(selectionId, { ...price, flash: null });
      changed.add(storeKey.price(selectionId));
    }
    this.armFlashTimer();
  }

  private rebuildList(): void {
    const byLeague = new Map<string, MatchView[]>();
    for (const m of this.matches.values()) {
      const key = leagueKey(m.gameType, m.league_id);
      const list = byLeague.get(key);
      if (list) list.push(m);
      else byLeague.set(key, [m]);
    }
    const matchIds = new Map<string, string[]>();
    for (const [league, list] of byLeague) {
      list.sort((a, b) => a.datetime - b.datetime || a.gameId.localeCompare(b.gameId));
      matchIds.set(
        league,
        list.map((m) => m.gameId),
      );
    }
    this.list = { leagues: this.leagues.filter((l) => (matchIds.get(leagueKey(l.gameType, l.league_id))?.length ?? 0) > 0), matchIds };
  }

  private notify(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

/** The same values in the same order. */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/** Same own fields, each the same value or an array of the same values (a view's id lists). */
function sameFields(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) {
    const u = x[key];
    const v = y[key];
    if (Object.is(u, v)) continue;
    if (!Array.isArray(u) || !Array.isArray(v) || !sameItems(u, v)) return false;
  }
  return true;
}

/** Gives `next` the object of `before` wherever it reads the same; the keys that differ (or went) join `changed`. */
function keepUnchanged<T extends object>(before: ReadonlyMap<string, T>, next: Map<string, T>, keyOf: (id: string) => string, changed: Set<string>): void {
  for (const [id, view] of next) {
    const was = before.get(id);
    if (was && sameFields(was, view)) next.set(id, was);
    else changed.add(keyOf(id));
  }
  for (const id of before.keys()) if (!next.has(id)) changed.add(keyOf(id));
}

function sameList(a: BoardList, b: BoardList): boolean {
  if (a.leagues.length !== b.leagues.length || a.matchIds.size !== b.matchIds.size) return false;
  if (a.leagues.some((league, i) => !sameFields(league, b.leagues[i]!))) return false;
  for (const [league, ids] of a.matchIds) {
    const other = b.matchIds.get(league);
    if (!other || !sameItems(ids, other)) return false;
  }
  return true;
}

function sameCounts(a: SportCounts, b: SportCounts): boolean {
  const sports = Object.keys(a) as (keyof SportCounts)[];
  if (sports.length !== Object.keys(b).length) return false;
  return sports.every((sport) => {
    const x = a[sport];
    const y = b[sport];
    return x !== undefined && y !== undefined && sameFields(x, y);
  });
}
