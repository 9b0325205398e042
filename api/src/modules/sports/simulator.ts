import { blankMatch, boardKey, type Match, type ShowType, type SportCounts, type SportType, type TrackerState } from '@site/shared';
import { leaguesOfSport, seasonIndex, seasonName, SPORT_WEIGHTS, type League } from './catalogue';
import { advanceTimed, finish, firstHalfOver, isTimedSport, kickOff, progressOf, showTimed } from './clock';
import { FEED_CONTROL_REFUSAL, type FeedControl, type FeedControlOutcome, type FeedControlRefusal } from './feed-control';
import { drift, isSettled, marketsFor, nudge, reprice, type SimMarket } from './markets';
import { impliedProbability, MARGIN, totalLinePassed } from './pricing';
import { Schedule, spanOf } from './schedule';
import { modelOf } from './match-model';
import type { ScoringModel } from './scoring-model';
import { seededRng, type SeededRng } from './seeded-rng';
import { DANGER_SUSPEND_TICKS, GOAL_SUSPEND_TICKS, HOUR, MIN, type LiveDriver, type SimMatch } from './sim-match';
import { familyOf } from './sport-families/families';
import { FeedBoards, type BoardChange } from './feed-boards';
import { closeFirstHalf } from './sport-families/timed-clock';
import { VOID_REASON, voidFateOf, type VoidFate, type VoidReason } from './void-fate';
import { MatchTracker } from './match-tracker/match-tracker';
import { trackerClockOf } from './match-tracker/tracker-clock';

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

export interface TickResult {
  /** Feed time at the end of the tick. */
  at: number;
  changes: Map<string, BoardChange>;
  finished: FinalResult[];
  /** Odds changes (selection prices) in this tick. */
  priceChanges: number;
  /** The outcome of each control applied in this tick, in the order given. */
  controlled: FeedControlOutcome[];
  /** 赛况 of each in-play match whose tracker changed (the first tick: every one), and of each that ended. */
  trackers: TrackerState[];
}

/** A prematch match is on the 'today' board (FT) within this much of kick-off, on 'early' (FU) before. */
export const TODAY_MS = 12 * HOUR;
/** Shares of the non-champion matches: early (FU) and in-play at the start. */
const EARLY_SHARE = 0.25;
const LIVE_SHARE_AT_START = 0.4;

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

/** The expected goals / points / runs of a match of each sport: [from, to) (sets and frames: none). */
const TOTALS: Partial<Record<SportType, readonly [number, number]>> = { FT: [2.3, 3.1], VF: [2.4, 3.2], OP: [5.2, 6.4], BK: [195, 235], BS: [7.5, 10] };
/** The book's drift per reprice (log units of a side's chance), in play and before. */
const DRIFT = { live: 0.05, prematch: 0.03 } as const;
/** Tries to find two free teams for a new match before another sport or board is tried. */
const PAIRING_TRIES = 12;

/**
 * The venue's feed, simulated: leagues, matches of every sport and show type, markets
 * with drifting prices, in-play clocks and scores, suspensions on goals and danger, final results.
 * Deterministic: the same settings give the same matches and the same batches tick by tick (one
 * seeded generator, matches visited in a fixed order). tick() is the only way time moves.
 */
export class Simulator {
  private readonly rng: SeededRng;
  /** The matches on their boards, and what the tick under way changed (feed-boards.ts). */
  private readonly feed = new FeedBoards();
  private readonly runTag: string;
  private readonly scratch: number[] = [];
  private nextId = 1;
  private ticks = 0;
  /** Wall time the ticks so far covered (the feed clock is startAt + this × clockSpeed). */
  private elapsedMs = 0;
  private priceChanges = 0;
  /** Matches to end at the next tick (endSoon: the dev hook and tests that need a result now). */
  private readonly ending = new Set<string>();
  /** Frozen (a dev control): a tick moves no clock, kicks nothing off, drifts no price; only controls and endings apply. */
  private frozen = false;
  /** Who plays when: a team is in one match at a time (schedule.ts). */
  private readonly schedule = new Schedule();
  /** Outright lists opened so far per competition: the next one is for the season after. */
  private readonly seasons = new Map<number, number>();
  /** What the sport families' stepping changes through (sport-families/). */
  private readonly driver: LiveDriver;
  /** The last states of the trackers of matches that ended since the last tick's end. */
  private endedTrackers: TrackerState[] = [];

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
    this.driver = {
      rng: this.rng,
      score: (sm, side, points, suspendTicks) => this.score(sm, side, points, suspendTicks),
      suspend: (sm, ticks) => this.suspend(sm, ticks),
      decide: (sm, mk) => this.decide(sm, mk),
      delta: (sm) => this.feed.delta(sm),
      stoppage: () => this.stoppage(),
    };
    this.runTag = Math.floor(settings.startAt / 1000).toString(36);
    this.frozen = settings.frozen === true;
    if (resumeFrom) for (const [key, matches] of resumeFrom) for (const m of matches) this.resume(key, structuredClone(m));
    else this.populate();
  }

  private resume(key: string, m: Match): void {
    const league = leaguesOfSport(m.gameType).find((l) => l.id === m.league_id);
    if (!league || !this.feed.hasBoard(key)) return;
    const markets: SimMarket[] = m.markets.map((market) => {
      const margin = market.kind === 'FS' ? MARGIN.outright : MARGIN.main;
      const raw = market.selections.map((sel) => impliedProbability(sel.hkMilli, margin));
      const sum = raw.reduce((a, b) => a + b, 0);
      const probs = raw.map((p) => p / sum);
      return { market, bias: probs.map(() => 0), base: market.kind === 'FS' ? probs : null, margin, reopenAt: market.suspended ? 10 : 0, decided: false };
    });
    // The strength read back from the winner's prices (the model's total: the sport's middle).
    const winner = m.markets.find((mk) => mk.kind === 'M');
    const first = winner ? impliedProbability(winner.selections[0]!.hkMilli, MARGIN.main) : 1;
    const last = winner ? impliedProbability(winner.selections.at(-1)!.hkMilli, MARGIN.main) : 1;
    const s = Math.min(0.78, Math.max(0.22, first / (first + last)));
    const totals = TOTALS[m.gameType];
    const sm: SimMatch = {
      m,
      league,
      board: key,
      markets,
      s,
      total: totals ? (totals[0] + totals[1]) / 2 : 0,
      cur: familyOf(m.gameType).cursorOf(m),
      inning: { inning: Math.max(1, m.inningNum), half: m.se_now === 'BOT' ? 'BOT' : 'TOP' },
      setIndex: /^S\d$/.test(m.se_now) ? Number(m.se_now.slice(1)) - 1 : 0,
      half: null,
      index: 0,
    };
    for (const mk of markets) {
      const passed =
        (mk.market.kind === 'OU' && totalLinePassed(mk.market.line, m.sc_FT_H + m.sc_FT_C)) ||
        (mk.market.kind.startsWith('H') && firstHalfOver(m.gameType, sm.cur));
      if (passed) {
        mk.decided = true;
        mk.reopenAt = 0;
        mk.market.suspended = true;
      }
    }
    this.feed.attach(sm);
    this.book(sm);
    // The next outright list of a resumed competition is for the season after the one listed.
    if (m.gameType === 'FS') this.seasons.set(league.id, Math.max(seasonIndex(league.name, m.team_h) + 1, this.seasons.get(league.id) ?? 0));
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
    return this.feed.boardMatches();
  }

  /**
   * Ends a match at the next tick with its score as it stands (a match not yet started ends 0-0;
   * its first-half markets then have no half score). False when the feed has no such match.
   */
  endSoon(gameId: string): boolean {
    if (!this.feed.list.some((sm) => sm.m.gameId === gameId)) return false;
    this.ending.add(gameId);
    return true;
  }

  counts(): SportCounts {
    return this.feed.counts();
  }

  /** A match's scoring model in its state now (the one its markets are priced from); null when the feed has no such match. */
  scoringModelOf(gameId: string): ScoringModel | null {
    const sm = this.feed.list.find((x) => x.m.gameId === gameId);
    return sm ? modelOf(sm) : null;
  }

  /**
   * One tick: clocks, scores, suspensions, kick-offs, new matches, drift. elapsedMs is the wall time
   * since the previous tick (batchMs when the timer keeps up; more when ticks were late), bounded to
   * MAX_TICK_INTERVALS batches: the clock step and the price-change quota scale with it, so a loaded
   * machine still moves the clock at real speed and sends SPORT_UPDATES_PER_SEC.
   */
  tick(elapsedMs: number = this.settings.batchMs, controls: readonly FeedControl[] = []): TickResult {
    this.ticks++;
    this.feed.beginTick();
    this.priceChanges = 0;
    const finished: FinalResult[] = [];
    const controlled = controls.map((c) => this.control(c, finished));
    const wallMs = this.frozen ? 0 : tickSpan(elapsedMs, this.settings.batchMs);
    this.elapsedMs += wallMs;
    const dt = wallMs * this.settings.clockSpeed;
    const now = this.now;
    for (let i = this.feed.list.length - 1; i >= 0; i--) {
      const sm = this.feed.list[i]!;
      const ending = this.ending.delete(sm.m.gameId);
      if (!ending && this.frozen) continue;
      const result = ending ? this.end(sm, this.voidOnEndSoon(sm)) : sm.m.isLive ? this.stepLive(sm, dt) : this.stepPrematch(sm, now);
      if (result) finished.push(result);
    }
    if (!this.frozen) {
      this.refill();
      this.driftPrices(wallMs);
    }
    return { at: now, changes: this.feed.endTick(), finished, priceChanges: this.priceChanges, controlled, trackers: this.takeTrackers() };
  }

  /** The tracker of an in-play match (null otherwise), made on first ask (a resumed run's match: from its score now). */
  trackerOf(gameId: string): MatchTracker | null {
    const sm = this.feed.list.find((x) => x.m.gameId === gameId);
    return sm?.m.isLive ? this.tracking(sm) : null;
  }

  private tracking(sm: SimMatch): MatchTracker {
    return (sm.tracker ??= new MatchTracker(this.settings.seed, sm.m, this.settings.startAt));
  }

  /** The states of the trackers that changed (in the feed's order), then those of the matches that ended. */
  private takeTrackers(): TrackerState[] {
    const out: TrackerState[] = [];
    for (const sm of this.feed.list) if (sm.m.isLive && sm.tracker?.changed) out.push(sm.tracker.state());
    out.push(...this.endedTrackers);
    this.endedTrackers = [];
    return out;
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
    const sm = this.feed.list.find((x) => x.m.gameId === c.gameId);
    if (!sm) return refused(FEED_CONTROL_REFUSAL.noMatch);
    const m = sm.m;
    switch (c.op) {
      case 'kickOff': {
        if (m.isLive || m.gameType === 'FS') return refused(FEED_CONTROL_REFUSAL.notPrematch);
        m.datetime = this.now;
        this.startLive(sm);
        this.feed.move(sm, 'RB');
        return { ok: true, re_time: m.re_time };
      }
      case 'minute':
        return this.clockTo(sm, c.minute, finished);
      case 'score':
        if (!m.isLive) return refused(FEED_CONTROL_REFUSAL.notLive);
        this.score(sm, c.side, 1, GOAL_SUSPEND_TICKS);
        this.tracking(sm).observe(trackerClockOf(sm));
        return { ok: true, re_time: m.re_time };
      case 'tracker':
        if (!m.isLive) return refused(FEED_CONTROL_REFUSAL.notLive);
        if (!this.tracking(sm).control(c.phase, c.side, trackerClockOf(sm))) return refused(FEED_CONTROL_REFUSAL.noPhase);
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
            (this.feed.delta(sm).sus ??= []).push([mk.market.id, true]);
          }
        }
        return { ok: true, re_time: m.re_time };
      }
      case 'price': {
        const mk = sm.markets.find((x) => x.market.kind === c.kind && !x.decided);
        if (!mk) return refused(FEED_CONTROL_REFUSAL.noMarket);
        nudge(mk, c.direction);
        const moved: [string, number][] = [];
        const changes = reprice(mk, modelOf(sm), (id, hk) => moved.push([id, hk]), this.scratch);
        // A side held at the edge of the priceable range cannot move further that way: said, not answered as done.
        if (changes === 0) {
          nudge(mk, c.direction === 'up' ? 'down' : 'up');
          return refused(FEED_CONTROL_REFUSAL.priceAtLimit);
        }
        (this.feed.delta(sm).o ??= []).push(...moved);
        this.priceChanges += changes;
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
      if (step === 'phase') closeFirstHalf(sm, this.driver);
    }
    this.writeClock(sm, before, statusBefore);
    this.repriceOpen(sm);
    return { ok: true, re_time: m.re_time };
  }

  /** Reprices every open market of a match from its model now (the clock or the score moved). */
  private repriceOpen(sm: SimMatch): void {
    const model = modelOf(sm);
    const d = this.feed.delta(sm);
    for (const mk of sm.markets) {
      if (mk.decided || mk.market.suspended) continue;
      this.priceChanges += reprice(mk, model, (id, hk) => (d.o ??= []).push([id, hk]), this.scratch);
    }
  }

  /** Books the teams of a match for its span (FS lists have no teams). */
  private book(sm: SimMatch): void {
    const m = sm.m;
    if (m.gameType === 'FS') return;
    const start = m.datetime;
    this.schedule.book(m.gameType, [m.team_h, m.team_c], { gameId: m.gameId, start, end: start + spanOf(m.gameType, sm.league.bestOf) });
  }

  // --- building -----------------------------------------------------------------------------

  /** Outright lists kept: one per competition at most. */
  private fsTarget(): number {
    return Math.min(leaguesOfSport('FS').length, Math.max(4, Math.round(this.settings.matches * 0.03)));
  }

  private populate(): void {
    const fsTarget = this.fsTarget();
    for (let i = 0; i < fsTarget; i++) this.createOutright(this.rng.chance(0.3) ? 'FSFT' : 'FSFU');
    const rest = Math.max(0, this.settings.matches - this.feed.list.length);
    for (let i = 0; i < rest; i++) {
      const r = this.rng.next();
      const gameType = this.pickSport();
      if (r >= EARLY_SHARE && r < EARLY_SHARE + LIVE_SHARE_AT_START) {
        // Under way at the start: kicked off a while ago (when its teams were free).
        const elapsed = Math.round(this.rng.between(0.02, 0.85) * TYPICAL_MS[gameType]);
        const sm = this.create(gameType, 'FT', elapsed);
        if (sm) {
          this.warmUp(sm, elapsed);
          continue;
        }
      }
      this.createSomewhere(gameType, r < EARLY_SHARE ? 'FU' : 'FT');
    }
  }

  /** A match already under way at the start: played from its kick-off to now without deltas. */
  private warmUp(sm: SimMatch, elapsed: number): void {
    this.startLive(sm);
    this.feed.move(sm, 'RB');
    const step = sm.m.gameType === 'VF' ? 1000 : 20_000;
    for (let t = 0; t < elapsed; t += step) {
      if (this.stepLive(sm, step)) {
        // Finished during the warm-up (it is off the boards): a later kick-off takes its place.
        this.createSomewhere(sm.m.gameType, 'FT');
        return;
      }
    }
    for (const mk of sm.markets) if (!mk.decided) this.reopen(mk, sm, false);
  }

  private pickSport(): SportType {
    const total = SPORT_WEIGHTS.reduce((a, [, w]) => a + w, 0);
    let r = this.rng.next() * total;
    for (const [t, w] of SPORT_WEIGHTS) if ((r -= w) < 0) return t;
    return 'FT';
  }

  /** A new match of the sport on the board, else of another sport, else on the early board (its teams all busy). */
  private createSomewhere(gameType: SportType, showType: 'FT' | 'FU'): SimMatch | null {
    for (const [t, board] of [
      [gameType, showType],
      [this.pickSport(), showType],
      [gameType, 'FU'],
      [this.pickSport(), 'FU'],
    ] as const) {
      const sm = this.create(t, board);
      if (sm) return sm;
    }
    return null;
  }

  /**
   * A new match of the sport: a league and two of its teams free for the match's span at its kick-off (the
   * first free time from a drawn one, within the board's window). startedAgo: it kicked off that long ago (the
   * start's in-play matches). Null when no pair of teams is free in the window.
   */
  private create(gameType: SportType, showType: 'FT' | 'FU', startedAgo?: number): SimMatch | null {
    const now = this.now;
    let from: number;
    let until: number;
    if (startedAgo !== undefined) from = until = now - startedAgo;
    else if (showType === 'FU') {
      from = now + TODAY_MS + Math.round(this.rng.between(0, 60 * HOUR));
      until = now + TODAY_MS + 72 * HOUR;
    } else {
      from = now + Math.round(this.rng.between(2 * MIN, 100 * MIN) * (gameType === 'VF' ? 0.1 : 1));
      until = now + TODAY_MS - MIN;
    }
    const leagues = leaguesOfSport(gameType);
    for (let i = 0; i < PAIRING_TRIES; i++) {
      const league = this.rng.pick(leagues);
      const span = spanOf(gameType, league.bestOf);
      // Two of the league's teams free at the time drawn; else any two, at the first time both are free.
      const free = league.teams.filter((team) => this.schedule.firstFree(gameType, [team], from, from, span) !== null);
      const pool = free.length >= 2 ? free : league.teams;
      const h = this.rng.int(pool.length);
      let c = this.rng.int(pool.length - 1);
      if (c >= h) c++;
      const teams = [pool[h] as string, pool[c] as string];
      const start = this.schedule.firstFree(gameType, teams, from, until, span);
      if (start !== null) return this.add(gameType, showType, league, teams[0]!, teams[1]!, start);
    }
    return null;
  }

  /** The outright list of a competition not listed now, for its next season; null when every one is listed. */
  private createOutright(showType: 'FSFT' | 'FSFU'): SimMatch | null {
    const listed = new Set(this.feed.list.filter((x) => x.m.gameType === 'FS').map((x) => x.league.id));
    const open = leaguesOfSport('FS').filter((l) => !listed.has(l.id));
    if (open.length === 0) return null;
    const league = this.rng.pick(open);
    const n = this.seasons.get(league.id) ?? 0;
    this.seasons.set(league.id, n + 1);
    const now = this.now;
    const datetime =
      showType === 'FSFT' ? now + Math.round(this.rng.between(1 * HOUR, 20 * HOUR)) : now + Math.round(this.rng.between(2 * 24 * HOUR, 40 * 24 * HOUR));
    return this.add('FS', showType, league, seasonName(league.name, n), '', datetime);
  }

  private add(gameType: SportType, showType: ShowType, league: League, teamH: string, teamC: string, datetime: number): SimMatch {
    const n = this.nextId++;
    const gameId = `${this.runTag}${n}`;
    const totals = TOTALS[gameType];
    const s = gameType === 'FS' ? 0.5 : this.rng.between(0.22, 0.78);
    const total = totals ? this.rng.between(totals[0], totals[1]) : 0;
    const football = gameType === 'FT' || gameType === 'VF';
    const m = blankMatch({
      gameId,
      gide: `${gameId}F`,
      hgid: football ? `${gameId}H` : '',
      league_id: league.id,
      gameType,
      showType,
      team_h: teamH,
      team_c: teamC,
      datetime,
    });
    const sm: SimMatch = {
      m,
      league,
      board: boardKey(gameType, showType),
      markets: [],
      s,
      total,
      cur: { phase: 0, ms: 0, stoppageMs: 0 },
      inning: { inning: 1, half: 'TOP' },
      setIndex: 0,
      half: null,
      index: 0,
    };
    const model = modelOf(sm);
    sm.markets = marketsFor(gameType, league, gameId, model, this.rng);
    for (const mk of sm.markets) reprice(mk, model, noSink, this.scratch);
    m.markets = sm.markets.map((mk) => mk.market);
    this.feed.attach(sm);
    this.book(sm);
    return sm;
  }

  /** Keeps the number of matches: champion events and the early share first, then today's kick-offs. */
  private refill(): void {
    const fsTarget = this.fsTarget();
    let fs = 0;
    let early = 0;
    for (const sm of this.feed.list) {
      if (sm.m.gameType === 'FS') fs++;
      else if (sm.m.showType === 'FU') early++;
    }
    // Bounded: a match that finds no free teams anywhere is not made up this tick.
    for (let tries = 0; this.feed.list.length < this.settings.matches && tries < 2 * this.settings.matches; tries++) {
      if (fs < fsTarget) {
        fs++;
        this.createOutright(this.rng.chance(0.3) ? 'FSFT' : 'FSFU');
      } else if (early < (this.settings.matches - fsTarget) * EARLY_SHARE) {
        early++;
        this.createSomewhere(this.pickSport(), 'FU');
      } else this.createSomewhere(this.pickSport(), 'FT');
    }
  }

  private writeClock(sm: SimMatch, before: string, statusBefore: string): void {
    const m = sm.m;
    if (m.gameStatus !== statusBefore) this.feed.delta(sm).st = m.gameStatus;
    if (clockKey(m) === before) return;
    this.feed.delta(sm).clk = { re_time: m.re_time, se_now: m.se_now, t_count: m.t_count, HalfTime: m.HalfTime, inningNum: m.inningNum, isLive: m.isLive };
  }

  private suspend(sm: SimMatch, ticks: [number, number]): void {
    const until = this.ticks + Math.round(this.rng.between(ticks[0], ticks[1]));
    for (const mk of sm.markets) {
      if (mk.decided) continue;
      mk.reopenAt = Math.max(mk.reopenAt, until);
      if (!mk.market.suspended) {
        mk.market.suspended = true;
        (this.feed.delta(sm).sus ??= []).push([mk.market.id, true]);
      }
    }
  }

  /** Closes the markets whose outcome the model holds as good as known (after a score or a set). */
  private decideSettled(sm: SimMatch): void {
    const model = modelOf(sm);
    for (const mk of sm.markets) if (!mk.decided && isSettled(mk, model)) this.decide(sm, mk);
  }

  /** Closes a settled market for good (suspended; it never reopens). */
  private decide(sm: SimMatch, mk: SimMarket): void {
    mk.decided = true;
    mk.reopenAt = 0;
    if (!mk.market.suspended) {
      mk.market.suspended = true;
      (this.feed.delta(sm).sus ??= []).push([mk.market.id, true]);
    }
  }

  /** Reopens a market at its model's price now; emit = false outside the ticks (the start's warm-up sends nothing). */
  private reopen(mk: SimMarket, sm: SimMatch, emit = true): void {
    mk.reopenAt = 0;
    mk.market.suspended = false;
    drift(mk, this.rng, 0.05);
    if (!emit) {
      reprice(mk, modelOf(sm), noSink, this.scratch);
      return;
    }
    const d = this.feed.delta(sm);
    (d.sus ??= []).push([mk.market.id, false]);
    this.priceChanges += reprice(mk, modelOf(sm), (id, hk) => (d.o ??= []).push([id, hk]), this.scratch);
  }

  // --- prematch and finishing ---------------------------------------------------------------

  private stepPrematch(sm: SimMatch, now: number): FinalResult | null {
    const m = sm.m;
    if (m.gameType === 'FS') {
      if (m.showType === 'FSFU' && m.datetime - now < 24 * HOUR) this.feed.move(sm, 'FSFT');
      else if (m.showType === 'FSFT' && m.datetime <= now) return this.end(sm);
      return null;
    }
    if (m.datetime <= now) {
      if (this.fateOf(sm)?.reason === VOID_REASON.CALLED_OFF || this.teamStillPlaying(sm)) return this.end(sm, VOID_REASON.CALLED_OFF);
      this.startLive(sm);
      this.feed.move(sm, 'RB');
    } else if (m.showType === 'FU' && m.datetime - now < TODAY_MS) this.feed.move(sm, 'FT');
    return null;
  }

  /** A team of the match is still in play in an earlier match that ran long: the match cannot start. */
  private teamStillPlaying(sm: SimMatch): boolean {
    const m = sm.m;
    return [m.team_h, m.team_c].some((team) =>
      this.schedule.of(m.gameType, team).some((b) => b.gameId !== m.gameId && b.start < m.datetime && this.live(b.gameId)),
    );
  }

  private live(gameId: string): boolean {
    return this.feed.list.some((x) => x.m.gameId === gameId && x.m.isLive);
  }

  private startLive(sm: SimMatch): void {
    kickOff(sm.m.gameType, sm.m, sm.cur, this.stoppage());
    sm.m.showType = 'RB';
    sm.tracker = new MatchTracker(this.settings.seed, sm.m, this.settings.startAt);
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
    if (sm.tracker) {
      sm.tracker.observe(trackerClockOf(sm));
      sm.tracker.end();
      this.endedTrackers.push(sm.tracker.state());
    }
    finish(m);
    for (const mk of sm.markets) mk.decided = true;
    this.feed.detach(sm);
    if (m.gameType !== 'FS') this.schedule.release(m.gameType, [m.team_h, m.team_c], m.gameId);
    const { winner, detail } = familyOf(m.gameType).result(sm, this.rng);
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
    if (familyOf(m.gameType).step(sm, dt, this.driver)) return this.end(sm);
    const tracker = this.tracking(sm);
    const clock = trackerClockOf(sm);
    tracker.observe(clock);
    tracker.step(dt, clock, m.gameStatus === 'break');
    const fate = this.fateOf(sm);
    if (fate?.reason === VOID_REASON.ABANDONED && progressOf(m.gameType, sm.cur) >= fate.at) return this.end(sm, VOID_REASON.ABANDONED);
    this.writeClock(sm, before, statusBefore);
    for (const mk of sm.markets) if (mk.reopenAt !== 0 && !mk.decided && this.ticks >= mk.reopenAt) this.reopen(mk, sm);
    return null;
  }

  /**
   * A score by one side: totals it passed are decided; with suspendTicks, the match's markets suspend (they reopen
   * at the model's new prices). Without (basketball's many scores), the open markets follow the model at their
   * next reprice.
   */
  private score(sm: SimMatch, side: 'H' | 'C', points: number, suspendTicks: [number, number] | null): void {
    const m = sm.m;
    if (side === 'H') m.sc_FT_H += points;
    else {
      m.sc_FT_C += points;
      m.sc_FT_A = m.sc_FT_C;
    }
    this.feed.delta(sm).sc = [m.sc_FT_H, m.sc_FT_C];
    const total = m.sc_FT_H + m.sc_FT_C;
    const halfTotal = sm.half ? sm.half[0] + sm.half[1] : total;
    for (const mk of sm.markets) {
      if (mk.decided) continue;
      const kind = mk.market.kind;
      if ((kind === 'OU' && totalLinePassed(mk.market.line, total)) || (kind === 'HOU' && totalLinePassed(mk.market.line, halfTotal))) this.decide(sm, mk);
    }
    this.decideSettled(sm);
    if (suspendTicks) this.suspend(sm, suspendTicks);
  }

  // --- odds drift ---------------------------------------------------------------------------

  /**
   * Reprices random open markets until this tick's share of SPORT_UPDATES_PER_SEC has changed: each at its
   * match's model now (so in-play prices follow the clock and the score) with the book's drift around it.
   */
  private driftPrices(wallMs: number): void {
    const quota = (this.settings.updatesPerSec * wallMs) / 1000;
    const carry = quota - Math.floor(quota);
    const target = Math.floor(quota) + (this.rng.chance(carry) ? 1 : 0);
    if (this.feed.list.length === 0) return;
    for (let tries = 0; this.priceChanges < target && tries < target * 4 + 4; tries++) {
      const sm = this.feed.list[this.rng.int(this.feed.list.length)]!;
      const mk = sm.markets[this.rng.int(sm.markets.length)]!;
      if (mk.market.suspended || mk.decided) continue;
      drift(mk, this.rng, sm.m.isLive ? DRIFT.live : DRIFT.prematch);
      const d = this.feed.delta(sm);
      this.priceChanges += reprice(mk, modelOf(sm), (id, hk) => (d.o ??= []).push([id, hk]), this.scratch);
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

const clockKey = (m: Match): string => `${m.re_time}|${m.se_now}|${m.t_count}|${m.HalfTime ? 1 : 0}|${m.inningNum}|${m.isLive ? 1 : 0}`;
