import { boardKey, SHOW_TYPES, SPORT_TYPES, type Match, type MatchDelta, type ShowType, type SportCounts, type SportType } from '@site/shared';
import { leaguesOfSport, SPORT_WEIGHTS, type League } from './catalogue';
import {
  advanceTimed,
  finish,
  firstHalfOver,
  isTimedSport,
  isWalkOff,
  kickOff,
  nextHalfInning,
  progressOf,
  setsToWin,
  setWinner,
  showInning,
  showSet,
  showTimed,
  type ClockCursor,
  type Inning,
} from './clock';
import { FEED_CONTROL_REFUSAL, type FeedControl, type FeedControlOutcome, type FeedControlRefusal } from './feed-control';
import { drift, marketsFor, nudge, onScore, reprice, type SimMarket } from './markets';
import { halfLinesOf, impliedProbability, MARGIN } from './pricing';
import { seededRng, type SeededRng } from './seeded-rng';
import { VOID_REASON, voidFateOf, type VoidFate, type VoidReason } from './void-fate';

/** What the simulator needs (SPORT_* settings, settings.ts). */
export interface SimSettings {
  seed: number;
  /** Matches kept on the boards (champion events included). */
  matches: number;
  /** Target odds changes (selection prices) per second across the feed. */
  updatesPerSec: number;
  /** Wall ms per tick (one batch per board per tick). */
  batchMs: number;
  /** Match time per wall time (1 = real time). */
  clockSpeed: number;
  /** Feed time of tick 0 (ms since the epoch). */
  startAt: number;
  /** The chance a match is voided: called off (D1) or abandoned in play (D5) (void-fate.ts); 0 or absent = never. */
  voidShare?: number;
  /** Starts frozen (dev controls move it: feed-control.ts); absent = the feed runs. */
  frozen?: boolean;
}

/** A finished match's final result (stored in sport_result for settlement). */
export interface FinalResult {
  gameId: string;
  gide: string;
  hgid: string;
  gameType: SportType;
  leagueId: number;
  teamH: string;
  teamC: string;
  kickoffAt: number;
  finishedAt: number;
  scoreH: number;
  scoreC: number;
  /** Football's half-time score; null for other sports. */
  halfH: number | null;
  halfC: number | null;
  /** 'H' | 'C' | 'N' (draw), or the champion's selection key (T<n>). */
  winner: string;
  /** Sets won, inning reached, the champion's name… as JSON. */
  detail: string;
  /** The match was voided: D1 called off, D5 abandoned in play; null = a normal result. */
  voidReason: VoidReason | null;
}

/** One tick's changes of one board. */
export interface BoardChange {
  deltas: MatchDelta[];
  add: Match[];
  remove: string[];
}

export interface TickResult {
  /** Feed time at the end of the tick. */
  at: number;
  changes: Map<string, BoardChange>;
  finished: FinalResult[];
  /** Odds changes (selection prices) in this tick. */
  priceChanges: number;
  /** The outcome of each control applied in this tick, in the order given. */
  controlled: FeedControlOutcome[];
}

interface SimMatch {
  m: Match;
  league: League;
  board: string;
  markets: SimMarket[];
  /** Home side's share of the strength. */
  s: number;
  cur: ClockCursor;
  inning: Inning;
  setIndex: number;
  half: [number, number] | null;
  /** Index in the simulator's list (swap-remove). */
  index: number;
  /** Its void fate, once asked (void-fate.ts). */
  fate?: VoidFate | null;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
/** A prematch match is on the 'today' board (FT) within this much of kick-off, on 'early' (FU) before. */
export const TODAY_MS = 12 * HOUR;
/** Ticks a market stays suspended after a goal (a score) and after danger. */
const GOAL_SUSPEND_TICKS: [number, number] = [25, 45];
const DANGER_SUSPEND_TICKS: [number, number] = [8, 20];
/** Shares of the non-champion matches: early (FU) and in-play at the start. */
const EARLY_SHARE = 0.25;
const LIVE_SHARE_AT_START = 0.4;

/** Match time of each point / game / frame / half-inning for the sports that move on scoring. */
const EVENT_MS: Partial<Record<SportType, number>> = { TN: 4 * MIN, TT: 20_000, VB: 25_000, SK: 18 * MIN, BS: 10 * MIN };
/** Expected match length (for the start's in-play matches and the kick-off schedule). */
const TYPICAL_MS: Record<SportType, number> = {
  FT: 110 * MIN,
  VF: 6 * MIN,
  BK: 130 * MIN,
  OP: 110 * MIN,
  TN: 90 * MIN,
  TT: 60 * MIN,
  VB: 100 * MIN,
  SK: 150 * MIN,
  BS: 180 * MIN,
  FS: 0,
};

const emptyCounts = (): SportCounts => Object.fromEntries(SPORT_TYPES.map((t) => [t, Object.fromEntries(SHOW_TYPES.map((s) => [s, 0]))])) as SportCounts;

/** The boards a sport has: FS only the champion ones. */
export const showTypesOf = (gameType: SportType): readonly ShowType[] => (gameType === 'FS' ? ['FSFT', 'FSFU'] : ['FU', 'FT', 'RB']);
export const ALL_BOARDS: readonly string[] = SPORT_TYPES.flatMap((t) => showTypesOf(t).map((s) => boardKey(t, s)));

/**
 * The venue's feed, simulated (issue 12): leagues, matches of every sport and show type, markets
 * with drifting prices, in-play clocks and scores, suspensions on goals and danger, final results.
 * Deterministic: the same settings give the same matches and the same batches tick by tick (one
 * seeded generator, matches visited in a fixed order). tick() is the only way time moves.
 */
export class Simulator {
  private readonly rng: SeededRng;
  private readonly boards = new Map<string, Map<string, SimMatch>>();
  private readonly list: SimMatch[] = [];
  private readonly runTag: string;
  private readonly scratch: number[] = [];
  private nextId = 1;
  private ticks = 0;
  /** Wall time the ticks so far covered (the feed clock is startAt + this × clockSpeed). */
  private elapsedMs = 0;
  /** Deltas of the tick under way, by match id (null outside a tick: warm-up emits nothing). */
  private pending: Map<string, { sm: SimMatch; d: MatchDelta }> | null = null;
  private changes = new Map<string, BoardChange>();
  private priceChanges = 0;
  /** Matches to end at the next tick (endSoon: the dev hook and tests that need a result now). */
  private readonly ending = new Set<string>();
  /** Frozen (a dev control): a tick moves no clock, kicks nothing off, drifts no price; only controls and endings apply. */
  private frozen = false;

  /**
   * A new run from the seed, or — resumeFrom, a new leader's board copy — the run of the leader
   * before, continued: the same matches, scores, clocks and prices, so matches under way still end
   * with a result. (Strengths and clock positions are read back from the matches' fields.)
   */
  constructor(
    readonly settings: SimSettings,
    resumeFrom?: ReadonlyMap<string, readonly Match[]>,
  ) {
    this.rng = seededRng(settings.seed);
    this.runTag = Math.floor(settings.startAt / 1000).toString(36);
    this.frozen = settings.frozen === true;
    for (const key of ALL_BOARDS) this.boards.set(key, new Map());
    if (resumeFrom) for (const [key, matches] of resumeFrom) for (const m of matches) this.resume(key, structuredClone(m));
    else this.populate();
  }

  private resume(key: string, m: Match): void {
    const league = leaguesOfSport(m.gameType).find((l) => l.id === m.league_id);
    if (!league || !this.boards.has(key)) return;
    const markets: SimMarket[] = m.markets.map((market) => {
      const margin = market.kind === 'FS' ? MARGIN.outright : MARGIN.main;
      const raw = market.selections.map((sel) => impliedProbability(sel.hkMilli, margin));
      const sum = raw.reduce((a, b) => a + b, 0);
      return { market, probs: raw.map((p) => p / sum), margin, reopenAt: market.suspended ? 10 : 0, decided: false };
    });
    const winner = markets.find((mk) => mk.market.kind === 'M');
    const s = winner ? (winner.probs[0] as number) / ((winner.probs[0] as number) + (winner.probs.at(-1) as number)) : 0.5;
    const sm: SimMatch = {
      m,
      league,
      board: key,
      markets,
      s,
      cur: cursorOf(m),
      inning: { inning: Math.max(1, m.inningNum), half: m.se_now === 'BOT' ? 'BOT' : 'TOP' },
      setIndex: /^S\d$/.test(m.se_now) ? Number(m.se_now.slice(1)) - 1 : 0,
      half: null,
      index: this.list.length,
    };
    for (const mk of markets) {
      const lines = halfLinesOf(mk.market.line);
      const passed =
        (mk.market.kind === 'OU' && lines !== null && m.sc_FT_H + m.sc_FT_C > lines[1]) ||
        (mk.market.kind.startsWith('H') && firstHalfOver(m.gameType, sm.cur));
      if (passed) {
        mk.decided = true;
        mk.reopenAt = 0;
        mk.market.suspended = true;
      }
    }
    this.list.push(sm);
    this.boards.get(key)!.set(m.gameId, sm);
  }

  /** Feed time now. */
  get now(): number {
    return this.settings.startAt + this.elapsedMs * this.settings.clockSpeed;
  }

  get tickCount(): number {
    return this.ticks;
  }

  /** Every board with its matches (the live objects: copy before keeping them). */
  boardMatches(): Map<string, Match[]> {
    const out = new Map<string, Match[]>();
    for (const [key, board] of this.boards)
      out.set(
        key,
        [...board.values()].map((sm) => sm.m),
      );
    return out;
  }

  /**
   * Ends a match at the next tick with its score as it stands (a match not yet started ends 0-0;
   * its first-half markets then have no half score). False when the feed has no such match.
   */
  endSoon(gameId: string): boolean {
    if (!this.list.some((sm) => sm.m.gameId === gameId)) return false;
    this.ending.add(gameId);
    return true;
  }

  counts(): SportCounts {
    const counts = emptyCounts();
    for (const [key, board] of this.boards) {
      const [t, s] = key.split('.') as [SportType, ShowType];
      counts[t][s] = board.size;
    }
    return counts;
  }

  /**
   * One tick: clocks, scores, suspensions, kick-offs, new matches, drift. elapsedMs is the wall time
   * since the previous tick (batchMs when the timer keeps up; more when ticks were late), bounded to
   * MAX_TICK_INTERVALS batches: the clock step and the price-change quota scale with it, so a loaded
   * machine still moves the clock at real speed and sends SPORT_UPDATES_PER_SEC.
   */
  tick(elapsedMs: number = this.settings.batchMs, controls: readonly FeedControl[] = []): TickResult {
    this.ticks++;
    this.pending = new Map();
    this.changes = new Map();
    this.priceChanges = 0;
    const finished: FinalResult[] = [];
    const controlled = controls.map((c) => this.control(c, finished));
    const wallMs = this.frozen ? 0 : tickSpan(elapsedMs, this.settings.batchMs);
    this.elapsedMs += wallMs;
    const dt = wallMs * this.settings.clockSpeed;
    const now = this.now;
    for (let i = this.list.length - 1; i >= 0; i--) {
      const sm = this.list[i]!;
      const ending = this.ending.delete(sm.m.gameId);
      if (!ending && this.frozen) continue;
      const result = ending ? this.end(sm, this.voidOnEndSoon(sm)) : sm.m.isLive ? this.stepLive(sm, dt) : this.stepPrematch(sm, now);
      if (result) finished.push(result);
    }
    if (!this.frozen) {
      this.refill();
      this.driftPrices(wallMs);
    }
    for (const { sm, d } of this.pending.values()) this.changeOf(sm.board).deltas.push(d);
    this.pending = null;
    return { at: now, changes: this.changes, finished, priceChanges: this.priceChanges, controlled };
  }

  get isFrozen(): boolean {
    return this.frozen;
  }

  // --- dev controls (feed-control.ts) -------------------------------------------------------

  /** One control, inside a tick (its changes join the tick's deltas; a match it ends joins `finished`). */
  private control(c: FeedControl, finished: FinalResult[]): FeedControlOutcome {
    if (c.op === 'freeze' || c.op === 'run') {
      this.frozen = c.op === 'freeze';
      return { ok: true };
    }
    const sm = this.list.find((x) => x.m.gameId === c.gameId);
    if (!sm) return refused(FEED_CONTROL_REFUSAL.noMatch);
    const m = sm.m;
    switch (c.op) {
      case 'kickOff': {
        if (m.isLive || m.gameType === 'FS') return refused(FEED_CONTROL_REFUSAL.notPrematch);
        m.datetime = this.now;
        this.startLive(sm);
        this.move(sm, 'RB');
        return { ok: true, re_time: m.re_time };
      }
      case 'minute':
        return this.clockTo(sm, c.minute, finished);
      case 'score':
        if (!m.isLive) return refused(FEED_CONTROL_REFUSAL.notLive);
        this.score(sm, c.side, 1, 0.7, GOAL_SUSPEND_TICKS);
        return { ok: true, re_time: m.re_time };
      case 'suspend':
      case 'reopen': {
        const markets = sm.markets.filter((mk) => !mk.decided && (c.kind === undefined || mk.market.kind === c.kind));
        if (markets.length === 0) return refused(FEED_CONTROL_REFUSAL.noMarket);
        for (const mk of markets) {
          if (c.op === 'reopen') {
            if (mk.market.suspended) this.reopen(mk, sm);
          } else if (!mk.market.suspended) {
            mk.market.suspended = true;
            // Held until a reopen control (or, while the feed runs, its usual while).
            mk.reopenAt = this.ticks + DANGER_SUSPEND_TICKS[1];
            (this.delta(sm).sus ??= []).push([mk.market.id, true]);
          }
        }
        return { ok: true, re_time: m.re_time };
      }
      case 'price': {
        const mk = sm.markets.find((x) => x.market.kind === c.kind && !x.decided);
        if (!mk) return refused(FEED_CONTROL_REFUSAL.noMarket);
        nudge(mk, c.direction);
        const d = this.delta(sm);
        this.priceChanges += reprice(mk, (id, hk) => (d.o ??= []).push([id, hk]), this.scratch);
        return { ok: true, re_time: m.re_time };
      }
      case 'finish':
        finished.push(this.end(sm, this.voidOnEndSoon(sm)));
        return { ok: true, re_time: 'FT' };
    }
  }

  /**
   * A football match in play to minute `minute` of match time, one game minute at a time, with no goals on the
   * way: half time comes and goes (the first half's lines are decided), full time ends it (into `finished`).
   */
  private clockTo(sm: SimMatch, minute: number, finished: FinalResult[]): FeedControlOutcome {
    const m = sm.m;
    if (m.gameType !== 'FT' && m.gameType !== 'VF') return refused(FEED_CONTROL_REFUSAL.notTimed);
    if (!m.isLive) return refused(FEED_CONTROL_REFUSAL.notLive);
    const shown = (): number => (m.se_now === 'HT' ? 45 : Number(/\^(\d+)'/.exec(m.re_time)?.[1] ?? 0));
    if (shown() > minute) return refused(FEED_CONTROL_REFUSAL.minutePassed);
    const before = clockKey(m);
    const statusBefore = m.gameStatus;
    const gameMinute = m.gameType === 'VF' ? MIN / 20 : MIN;
    // At most the whole match (two halves with stoppage time and the break) in one-minute steps.
    for (let i = 0; i < 200 && !(m.gameStatus === 'live' && shown() >= minute); i++) {
      const step = advanceTimed(m.gameType, sm.cur, gameMinute, m.sc_FT_H === m.sc_FT_C, 0);
      if (step === 'end') {
        finished.push(this.end(sm));
        return { ok: true, re_time: 'FT' };
      }
      showTimed(m.gameType, sm.cur, m);
      if (step === 'phase' && firstHalfOver(m.gameType, sm.cur) && !sm.half) {
        sm.half = [m.sc_FT_H, m.sc_FT_C];
        for (const mk of sm.markets) if (mk.market.kind.startsWith('H') && !mk.decided) this.decide(sm, mk);
      }
    }
    this.writeClock(sm, before, statusBefore);
    return { ok: true, re_time: m.re_time };
  }

  // --- building -----------------------------------------------------------------------------

  private populate(): void {
    const fsTarget = Math.max(4, Math.round(this.settings.matches * 0.03));
    for (let i = 0; i < fsTarget; i++) this.create('FS', this.rng.chance(0.3) ? 'FSFT' : 'FSFU');
    const rest = Math.max(0, this.settings.matches - fsTarget);
    for (let i = 0; i < rest; i++) {
      const r = this.rng.next();
      const sm = this.create(this.pickSport(), r < EARLY_SHARE ? 'FU' : 'FT');
      if (r >= EARLY_SHARE && r < EARLY_SHARE + LIVE_SHARE_AT_START) this.warmUp(sm);
    }
  }

  /** A match already under way at the start: kicked off a while ago and played to now without deltas. */
  private warmUp(sm: SimMatch): void {
    const elapsed = this.rng.between(0.02, 0.85) * TYPICAL_MS[sm.m.gameType];
    sm.m.datetime = this.now - Math.round(elapsed);
    this.startLive(sm);
    this.move(sm, 'RB');
    const step = sm.m.gameType === 'VF' ? 1000 : 20_000;
    for (let t = 0; t < elapsed; t += step) {
      if (this.stepLive(sm, step)) {
        // Finished during the warm-up (it is off the boards): a later kick-off takes its place.
        this.create(sm.m.gameType, 'FT');
        return;
      }
    }
    for (const mk of sm.markets) if (!mk.decided) this.reopen(mk);
  }

  private pickSport(): SportType {
    const total = SPORT_WEIGHTS.reduce((a, [, w]) => a + w, 0);
    let r = this.rng.next() * total;
    for (const [t, w] of SPORT_WEIGHTS) if ((r -= w) < 0) return t;
    return 'FT';
  }

  private create(gameType: SportType, showType: ShowType): SimMatch {
    const league = this.rng.pick(leaguesOfSport(gameType));
    const n = this.nextId++;
    const gameId = `${this.runTag}${n}`;
    const h = this.rng.int(league.teams.length);
    let c = this.rng.int(league.teams.length - 1);
    if (c >= h) c++;
    const now = this.now;
    const datetime =
      showType === 'FU'
        ? now + TODAY_MS + Math.round(this.rng.between(0, 60 * HOUR))
        : showType === 'FT'
          ? now + Math.round(this.rng.between(2 * MIN, 100 * MIN) * (gameType === 'VF' ? 0.1 : 1))
          : showType === 'FSFT'
            ? now + Math.round(this.rng.between(1 * HOUR, 20 * HOUR))
            : now + Math.round(this.rng.between(2 * 24 * HOUR, 40 * 24 * HOUR));
    const s = gameType === 'FS' ? 0.5 : this.rng.between(0.22, 0.78);
    const football = gameType === 'FT' || gameType === 'VF';
    const m: Match = {
      gameId,
      gide: `${gameId}F`,
      hgid: football ? `${gameId}H` : '',
      league_id: league.id,
      gameType,
      showType,
      team_h: gameType === 'FS' ? league.name : (league.teams[h] as string),
      team_c: gameType === 'FS' ? '' : (league.teams[c] as string),
      datetime,
      isLive: false,
      gameStatus: 'prematch',
      re_time: '',
      se_now: '',
      t_count: 0,
      HalfTime: false,
      inningNum: 0,
      sc_FT_H: 0,
      sc_FT_C: 0,
      sc_FT_A: 0,
      sc_set_H: 0,
      sc_set_A: 0,
      sc_game_H: 0,
      sc_game_A: 0,
      markets: [],
    };
    const markets = marketsFor(gameType, league, gameId, s, this.rng);
    m.markets = markets.map((mk) => mk.market);
    const sm: SimMatch = {
      m,
      league,
      board: boardKey(gameType, showType),
      markets,
      s,
      cur: { phase: 0, ms: 0, stoppageMs: 0 },
      inning: { inning: 1, half: 'TOP' },
      setIndex: 0,
      half: null,
      index: this.list.length,
    };
    this.list.push(sm);
    this.boards.get(sm.board)!.set(gameId, sm);
    if (this.pending) this.changeOf(sm.board).add.push(m);
    return sm;
  }

  /** Keeps the number of matches: champion events and the early share first, then today's kick-offs. */
  private refill(): void {
    const fsTarget = Math.max(4, Math.round(this.settings.matches * 0.03));
    let fs = 0;
    let early = 0;
    for (const sm of this.list) {
      if (sm.m.gameType === 'FS') fs++;
      else if (sm.m.showType === 'FU') early++;
    }
    while (this.list.length < this.settings.matches) {
      if (fs < fsTarget) {
        fs++;
        this.create('FS', this.rng.chance(0.3) ? 'FSFT' : 'FSFU');
      } else if (early < (this.settings.matches - fsTarget) * EARLY_SHARE) {
        early++;
        this.create(this.pickSport(), 'FU');
      } else this.create(this.pickSport(), 'FT');
    }
  }

  // --- deltas -------------------------------------------------------------------------------

  private changeOf(board: string): BoardChange {
    let c = this.changes.get(board);
    if (!c) this.changes.set(board, (c = { deltas: [], add: [], remove: [] }));
    return c;
  }

  /** This tick's delta of a match (created on its first change); a scratch one outside a tick. */
  private delta(sm: SimMatch): MatchDelta {
    if (!this.pending) return { id: sm.m.gameId };
    let entry = this.pending.get(sm.m.gameId);
    if (!entry) this.pending.set(sm.m.gameId, (entry = { sm, d: { id: sm.m.gameId } }));
    return entry.d;
  }

  /** Moves a match to another board: removed from one, added (whole) to the other; its pending delta is dropped. */
  private move(sm: SimMatch, showType: ShowType): void {
    this.boards.get(sm.board)!.delete(sm.m.gameId);
    if (this.pending) {
      this.changeOf(sm.board).remove.push(sm.m.gameId);
      this.pending.delete(sm.m.gameId);
    }
    sm.m.showType = showType;
    sm.board = boardKey(sm.m.gameType, showType);
    this.boards.get(sm.board)!.set(sm.m.gameId, sm);
    if (this.pending) this.changeOf(sm.board).add.push(sm.m);
  }

  private detach(sm: SimMatch): void {
    this.boards.get(sm.board)!.delete(sm.m.gameId);
    const last = this.list.pop()!;
    if (last !== sm) {
      this.list[sm.index] = last;
      last.index = sm.index;
    }
    if (this.pending) {
      this.changeOf(sm.board).remove.push(sm.m.gameId);
      this.pending.delete(sm.m.gameId);
    }
  }

  private writeClock(sm: SimMatch, before: string, statusBefore: string): void {
    const m = sm.m;
    if (m.gameStatus !== statusBefore) this.delta(sm).st = m.gameStatus;
    if (clockKey(m) === before) return;
    this.delta(sm).clk = { re_time: m.re_time, se_now: m.se_now, t_count: m.t_count, HalfTime: m.HalfTime, inningNum: m.inningNum, isLive: m.isLive };
  }

  private suspend(sm: SimMatch, ticks: [number, number]): void {
    const until = this.ticks + Math.round(this.rng.between(ticks[0], ticks[1]));
    for (const mk of sm.markets) {
      if (mk.decided) continue;
      mk.reopenAt = Math.max(mk.reopenAt, until);
      if (!mk.market.suspended) {
        mk.market.suspended = true;
        (this.delta(sm).sus ??= []).push([mk.market.id, true]);
      }
    }
  }

  /** Closes a settled market for good (suspended; it never reopens). */
  private decide(sm: SimMatch, mk: SimMarket): void {
    mk.decided = true;
    mk.reopenAt = 0;
    if (!mk.market.suspended) {
      mk.market.suspended = true;
      (this.delta(sm).sus ??= []).push([mk.market.id, true]);
    }
  }

  private reopen(mk: SimMarket, sm?: SimMatch): void {
    mk.reopenAt = 0;
    mk.market.suspended = false;
    drift(mk, this.rng, 0.05);
    if (!sm) {
      reprice(mk, noSink, this.scratch);
      return;
    }
    const d = this.delta(sm);
    (d.sus ??= []).push([mk.market.id, false]);
    this.priceChanges += reprice(mk, (id, hk) => (d.o ??= []).push([id, hk]), this.scratch);
  }

  // --- prematch and finishing ---------------------------------------------------------------

  private stepPrematch(sm: SimMatch, now: number): FinalResult | null {
    const m = sm.m;
    if (m.gameType === 'FS') {
      if (m.showType === 'FSFU' && m.datetime - now < 24 * HOUR) this.move(sm, 'FSFT');
      else if (m.showType === 'FSFT' && m.datetime <= now) return this.end(sm);
      return null;
    }
    if (m.datetime <= now) {
      if (this.fateOf(sm)?.reason === VOID_REASON.CALLED_OFF) return this.end(sm, VOID_REASON.CALLED_OFF);
      this.startLive(sm);
      this.move(sm, 'RB');
    } else if (m.showType === 'FU' && m.datetime - now < TODAY_MS) this.move(sm, 'FT');
    return null;
  }

  private startLive(sm: SimMatch): void {
    kickOff(sm.m.gameType, sm.m, sm.cur, this.stoppage());
    sm.m.showType = 'RB';
  }

  private stoppage(): number {
    return Math.round(this.rng.between(0, 4)) * MIN;
  }

  /** The match's void fate (asked once, then kept). */
  private fateOf(sm: SimMatch): VoidFate | null {
    if (sm.fate === undefined) {
      const t = sm.m.gameType;
      sm.fate = voidFateOf(this.settings.seed, sm.m.gameId, t, isTimedSport(t), this.settings.voidShare ?? 0);
    }
    return sm.fate;
  }

  /**
   * The void a match ended early by the dev hook (endSoon) gets from its fate: called off when it had not
   * started, abandoned when it was in play and fated to be; otherwise none.
   */
  private voidOnEndSoon(sm: SimMatch): VoidReason | null {
    const fate = this.fateOf(sm);
    if (!fate) return null;
    if (!sm.m.isLive) return VOID_REASON.CALLED_OFF;
    return fate.reason === VOID_REASON.ABANDONED ? VOID_REASON.ABANDONED : null;
  }

  private end(sm: SimMatch, voidReason: VoidReason | null = null): FinalResult {
    const m = sm.m;
    finish(m);
    for (const mk of sm.markets) mk.decided = true;
    this.detach(sm);
    let winner = m.sc_FT_H > m.sc_FT_C ? 'H' : m.sc_FT_H < m.sc_FT_C ? 'C' : 'N';
    let detail: Record<string, unknown> = {};
    if (m.gameType === 'FS') {
      const fs = sm.markets[0]!;
      let r = this.rng.next();
      let idx = fs.probs.length - 1;
      for (let i = 0; i < fs.probs.length; i++)
        if ((r -= fs.probs[i] as number) < 0) {
          idx = i;
          break;
        }
      const sel = fs.market.selections[idx]!;
      winner = sel.key;
      detail = { champion: sel.name };
    } else if (m.gameType === 'TN' || m.gameType === 'TT' || m.gameType === 'VB') detail = { sets: [m.sc_set_H, m.sc_set_A] };
    else if (m.gameType === 'BS') detail = { innings: sm.inning.inning };
    else if (m.gameType === 'BK') detail = { overtime: sm.cur.phase > 6 };
    return {
      gameId: m.gameId,
      gide: m.gide,
      hgid: m.hgid,
      gameType: m.gameType,
      leagueId: m.league_id,
      teamH: m.team_h,
      teamC: m.team_c,
      kickoffAt: m.datetime,
      finishedAt: this.now,
      scoreH: m.sc_FT_H,
      scoreC: m.sc_FT_C,
      halfH: sm.half ? sm.half[0] : null,
      halfC: sm.half ? sm.half[1] : null,
      winner,
      detail: JSON.stringify(detail),
      voidReason,
    };
  }

  // --- in play ------------------------------------------------------------------------------

  /** One step of an in-play match; the final result when it ended. */
  private stepLive(sm: SimMatch, dt: number): FinalResult | null {
    const m = sm.m;
    const before = clockKey(m);
    const statusBefore = m.gameStatus;
    const ended = isTimedSport(m.gameType) ? this.stepTimed(sm, dt) : m.gameType === 'BS' ? this.stepBaseball(sm, dt) : this.stepSets(sm, dt);
    if (ended) return this.end(sm);
    const fate = this.fateOf(sm);
    if (fate?.reason === VOID_REASON.ABANDONED && progressOf(m.gameType, sm.cur) >= fate.at) return this.end(sm, VOID_REASON.ABANDONED);
    this.writeClock(sm, before, statusBefore);
    for (const mk of sm.markets) if (mk.reopenAt !== 0 && !mk.decided && this.ticks >= mk.reopenAt) this.reopen(mk, sm);
    return null;
  }

  private score(sm: SimMatch, side: 'H' | 'C', points: number, weight: number, suspendTicks: [number, number] | null): void {
    const m = sm.m;
    if (side === 'H') m.sc_FT_H += points;
    else {
      m.sc_FT_C += points;
      m.sc_FT_A = m.sc_FT_C;
    }
    this.delta(sm).sc = [m.sc_FT_H, m.sc_FT_C];
    const halfTotal = sm.half ? sm.half[0] + sm.half[1] : m.sc_FT_H + m.sc_FT_C;
    onScore(sm.markets, side, points, m.sc_FT_H + m.sc_FT_C, halfTotal, weight);
    for (const mk of sm.markets) if (mk.decided && !mk.market.suspended) this.decide(sm, mk);
    if (suspendTicks) this.suspend(sm, suspendTicks);
  }

  private stepTimed(sm: SimMatch, dt: number): boolean {
    const m = sm.m;
    const t = m.gameType;
    const wasPlay = m.gameStatus === 'live';
    const step = advanceTimed(t, sm.cur, dt, m.sc_FT_H === m.sc_FT_C, this.stoppage());
    if (step === 'end') return true;
    showTimed(t, sm.cur, m);
    if (step === 'phase' && firstHalfOver(t, sm.cur) && !sm.half) {
      sm.half = [m.sc_FT_H, m.sc_FT_C];
      for (const mk of sm.markets) if (mk.market.kind.startsWith('H') && !mk.decided) this.decide(sm, mk);
    }
    if (!wasPlay) return false;
    // Game minutes played in this step (virtual football runs faster; basketball's clock stops).
    const gameMin = (dt * (t === 'VF' ? 20 : t === 'BK' ? 0.5 : t === 'OP' ? 0.6 : 1)) / MIN;
    const late = progressOf(t, sm.cur);
    if (t === 'BK') {
      // About 110 points a side in 48 minutes: a score (2, 3 or 1 points) about every 47 game seconds a side.
      const perMin = 1.25;
      for (const side of ['H', 'C'] as const) {
        const share = side === 'H' ? sm.s : 1 - sm.s;
        if (this.rng.chance(perMin * gameMin * (0.8 + 0.4 * share))) {
          const r = this.rng.next();
          this.score(sm, side, r < 0.22 ? 3 : r < 0.9 ? 2 : 1, 0.04 + 0.1 * late, null);
        }
      }
      return false;
    }
    // About 2.7 goals a football match (6 an ice hockey one), shared by strength.
    const goalsPerMin = t === 'OP' ? 6 / 60 : 2.7 / 90;
    for (const side of ['H', 'C'] as const) {
      const share = side === 'H' ? sm.s : 1 - sm.s;
      if (this.rng.chance(goalsPerMin * share * gameMin)) this.score(sm, side, 1, 0.7 + 1.2 * late, GOAL_SUSPEND_TICKS);
    }
    if (this.rng.chance(0.12 * gameMin)) this.suspend(sm, DANGER_SUSPEND_TICKS);
    return false;
  }

  private stepBaseball(sm: SimMatch, dt: number): boolean {
    const m = sm.m;
    sm.cur.ms += dt;
    const halfMs = EVENT_MS.BS!;
    const batting = sm.inning.half === 'TOP' ? 'C' : 'H';
    const share = batting === 'H' ? sm.s : 1 - sm.s;
    // About half a run per half-inning.
    if (this.rng.chance((0.55 + 0.5 * (share - 0.5)) * (dt / halfMs))) {
      this.score(sm, batting, 1, 0.5, GOAL_SUSPEND_TICKS);
      if (isWalkOff(sm.inning, m.sc_FT_H, m.sc_FT_C)) return true;
    }
    if (sm.cur.ms < halfMs) return false;
    sm.cur.ms -= halfMs;
    const next = nextHalfInning(sm.inning, m.sc_FT_H, m.sc_FT_C);
    if (next === 'end') return true;
    sm.inning = next;
    showInning(next, m);
    return false;
  }

  /** Tennis games, table tennis and volleyball points, snooker frames. */
  private stepSets(sm: SimMatch, dt: number): boolean {
    const m = sm.m;
    const t = m.gameType;
    const every = EVENT_MS[t] ?? 10 * MIN;
    sm.cur.ms += dt;
    while (sm.cur.ms >= every) {
      sm.cur.ms -= every;
      const side: 'H' | 'C' = this.rng.chance(0.5 + 0.35 * (sm.s - 0.5)) ? 'H' : 'C';
      if (t === 'SK') {
        this.score(sm, side, 1, 0.35, GOAL_SUSPEND_TICKS);
        if (Math.max(m.sc_FT_H, m.sc_FT_C) >= setsToWin(sm.league.bestOf)) return true;
        continue;
      }
      if (side === 'H') m.sc_game_H++;
      else m.sc_game_A++;
      const d = this.delta(sm);
      d.game = [m.sc_game_H, m.sc_game_A];
      const won = setWinner(t, sm.setIndex, sm.league.bestOf, m.sc_game_H, m.sc_game_A);
      if (!won) {
        if (this.rng.chance(0.05)) this.suspend(sm, DANGER_SUSPEND_TICKS);
        continue;
      }
      if (won === 'H') m.sc_set_H++;
      else m.sc_set_A++;
      m.sc_game_H = 0;
      m.sc_game_A = 0;
      d.set = [m.sc_set_H, m.sc_set_A];
      d.game = [0, 0];
      this.score(sm, won, 1, 0.6, GOAL_SUSPEND_TICKS);
      if (Math.max(m.sc_set_H, m.sc_set_A) >= setsToWin(sm.league.bestOf)) return true;
      sm.setIndex++;
      showSet(sm.setIndex, m);
    }
    return false;
  }

  // --- odds drift ---------------------------------------------------------------------------

  /** Reprices random open markets until this tick's share of SPORT_UPDATES_PER_SEC has changed. */
  private driftPrices(wallMs: number): void {
    const quota = (this.settings.updatesPerSec * wallMs) / 1000;
    const carry = quota - Math.floor(quota);
    const target = Math.floor(quota) + (this.rng.chance(carry) ? 1 : 0);
    if (this.list.length === 0) return;
    for (let tries = 0; this.priceChanges < target && tries < target * 4 + 4; tries++) {
      const sm = this.list[this.rng.int(this.list.length)]!;
      const mk = sm.markets[this.rng.int(sm.markets.length)]!;
      if (mk.market.suspended || mk.decided) continue;
      drift(mk, this.rng, sm.m.isLive ? 0.08 : 0.04);
      const d = this.delta(sm);
      this.priceChanges += reprice(mk, (id, hk) => (d.o ??= []).push([id, hk]), this.scratch);
    }
  }
}

const noSink = (): void => undefined;
const refused = (reason: FeedControlRefusal): FeedControlOutcome => ({ ok: false, reason });

/** A late tick makes up at most this many batch intervals (a long stall does not make one giant batch). */
export const MAX_TICK_INTERVALS = 10;

/** The wall time a tick covers: the time since the previous one, between 0 and MAX_TICK_INTERVALS batches. */
export function tickSpan(elapsedMs: number, batchMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) return batchMs;
  return Math.min(elapsedMs, batchMs * MAX_TICK_INTERVALS);
}

/** Where a timed match's clock is, read back from its fields (a resumed run). */
function cursorOf(m: Match): ClockCursor {
  const minute = Number(/\^(\d+)'/.exec(m.re_time)?.[1] ?? 0);
  const brk = m.gameStatus === 'break';
  if (m.gameType === 'FT' || m.gameType === 'VF') {
    if (m.se_now === 'HT') return { phase: 1, ms: 0, stoppageMs: 0 };
    return m.se_now === '2H' ? { phase: 2, ms: Math.max(0, minute - 45) * MIN, stoppageMs: 2 * MIN } : { phase: 0, ms: minute * MIN, stoppageMs: 2 * MIN };
  }
  if (m.gameType === 'BK') {
    const played = (length: number) => Math.max(0, length - m.t_count * 1000);
    const at: Record<string, ClockCursor> = {
      Q1: { phase: brk ? 1 : 0, ms: brk ? 0 : played(12 * MIN), stoppageMs: 0 },
      Q2: { phase: 2, ms: played(12 * MIN), stoppageMs: 0 },
      HT: { phase: 3, ms: 0, stoppageMs: 0 },
      Q3: { phase: brk ? 5 : 4, ms: brk ? 0 : played(12 * MIN), stoppageMs: 0 },
      Q4: { phase: brk ? 7 : 6, ms: brk ? 0 : played(12 * MIN), stoppageMs: 0 },
      OT: { phase: 8, ms: played(5 * MIN), stoppageMs: 0 },
    };
    return at[m.se_now] ?? { phase: 0, ms: 0, stoppageMs: 0 };
  }
  return { phase: brk ? 1 : 0, ms: 0, stoppageMs: 0 };
}

const clockKey = (m: Match): string => `${m.re_time}|${m.se_now}|${m.t_count}|${m.HalfTime ? 1 : 0}|${m.inningNum}|${m.isLive ? 1 : 0}`;
