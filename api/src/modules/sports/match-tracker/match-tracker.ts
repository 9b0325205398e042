import {
  TRACKER_EVENTS_SENT,
  type Match,
  type SportType,
  type TrackerControlPhase,
  type TrackerEvent,
  type TrackerEventKind,
  type TrackerPhase,
  type TrackerSide,
  type TrackerState,
} from '@site/shared';
import { seededRng, type SeededRng } from '../seeded-rng';
import { countEvent, emptyStats, possessionOf, type TeamStatsPair } from './tracker-stats';

/**
 * 赛况 of one in-play match: the phase of play and the timeline with its stats, drawn from a generator of its own
 * (seeded by the feed's seed and the match id, so the feed's run is the same with or without trackers, and a seed
 * gives the same tracker). Scores are not drawn here: observe() reads the match's score after each step and turns
 * every change into its event (a goal exactly when the score changes), so the timeline never disagrees with it.
 */

const SEC = 1000;
/** Events a match keeps (a basketball match scores a few hundred times); the oldest go first, the stats stay. */
export const TRACKER_EVENTS_KEPT = 400;
/** Transitions one step may make (a long step of a warm-up crosses several phases). */
const MAX_TRANSITIONS_PER_STEP = 64;

/** How the tracker of a sport plays: football's full game, ice hockey's shorter one, the others' score lines. */
type Style = 'football' | 'hockey' | 'basketball' | 'sets' | 'frames' | 'innings';
const STYLE_OF: Record<SportType, Style> = {
  FT: 'football',
  VF: 'football',
  OP: 'hockey',
  BK: 'basketball',
  TN: 'sets',
  TT: 'sets',
  VB: 'sets',
  SK: 'frames',
  BS: 'innings',
  FS: 'football',
};

/** The phases a dev control may put a match of each style in. */
const CONTROL_PHASES: Record<Style, readonly TrackerControlPhase[]> = {
  football: ['safe', 'attack', 'danger', 'corner', 'freeKick', 'shot', 'yellow', 'red'],
  hockey: ['safe', 'attack', 'danger', 'shot'],
  basketball: ['attack'],
  sets: ['serve', 'attack'],
  frames: ['attack'],
  innings: ['attack'],
};

/** How long a phase lasts, in match ms: [from, to). */
const LASTS: Partial<Record<TrackerPhase, readonly [number, number]>> = {
  safe: [12 * SEC, 40 * SEC],
  attack: [8 * SEC, 22 * SEC],
  danger: [4 * SEC, 10 * SEC],
  corner: [8 * SEC, 14 * SEC],
  freeKick: [10 * SEC, 18 * SEC],
  shot: [3 * SEC, 6 * SEC],
  goal: [40 * SEC, 70 * SEC],
  yellow: [10 * SEC, 16 * SEC],
  red: [20 * SEC, 30 * SEC],
  serve: [6 * SEC, 12 * SEC],
  point: [4 * SEC, 8 * SEC],
};
/** A rally, a frame visit, a half-inning at bat: the side in play for a while. */
const STYLE_ATTACK_LASTS: Partial<Record<Style, readonly [number, number]>> = {
  basketball: [8 * SEC, 24 * SEC],
  sets: [5 * SEC, 20 * SEC],
  frames: [20 * SEC, 90 * SEC],
  innings: [30 * SEC, 90 * SEC],
};

/** The next phase of football-like play: [phase, the same side (true) or the other one, weight]. */
type Next = readonly [TrackerPhase, boolean, number];
const FOOTBALL_NEXT: Partial<Record<TrackerPhase, readonly Next[]>> = {
  safe: [
    ['attack', true, 55],
    ['safe', false, 45],
  ],
  attack: [
    ['danger', true, 35],
    ['freeKick', true, 10],
    ['safe', false, 40],
    ['safe', true, 15],
  ],
  danger: [
    ['shot', true, 40],
    ['corner', true, 20],
    ['safe', false, 40],
  ],
  shot: [
    ['corner', true, 25],
    ['safe', false, 75],
  ],
  corner: [
    ['danger', true, 50],
    ['shot', true, 20],
    ['safe', false, 30],
  ],
  freeKick: [
    ['danger', true, 40],
    ['shot', true, 20],
    ['attack', true, 40],
  ],
  goal: [['safe', false, 1]],
  yellow: [['freeKick', false, 1]],
  red: [['freeKick', false, 1]],
};
/** A foul on the way to a free kick brings a card this often (a red one in twenty of them). */
const CARD_PER_FOUL = 0.15;
const RED_PER_CARD = 0.05;
/** Ice hockey: football's flow without corners, free kicks and cards. */
const HOCKEY_NEXT: Partial<Record<TrackerPhase, readonly Next[]>> = {
  safe: FOOTBALL_NEXT.safe,
  attack: [
    ['danger', true, 40],
    ['safe', false, 45],
    ['safe', true, 15],
  ],
  danger: [
    ['shot', true, 55],
    ['safe', false, 45],
  ],
  shot: [
    ['danger', true, 25],
    ['safe', false, 75],
  ],
  goal: [['safe', false, 1]],
};

/** The events the phases a football match enters record (a dev control's phase records the same). */
const EVENT_OF_PHASE: Partial<Record<TrackerPhase, TrackerEventKind>> = {
  shot: 'shot',
  corner: 'corner',
  freeKick: 'freeKick',
  yellow: 'yellow',
  red: 'red',
};

/** A 32-bit seed from the feed's seed and the match id (FNV-1a). */
export function trackerSeed(seed: number, gameId: string): number {
  let h = (0x811c9dc5 ^ (seed | 0)) >>> 0;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193) >>> 0;
  return h | 0;
}

/** The scores a tracker compares after each step. */
interface Seen {
  sc: [number, number];
  set: [number, number];
  game: [number, number];
}
const seenOf = (m: Match): Seen => ({ sc: [m.sc_FT_H, m.sc_FT_C], set: [m.sc_set_H, m.sc_set_A], game: [m.sc_game_H, m.sc_game_A] });

/** Where the match is, as the tracker dates its events: the period (1-based) and the minute of timed play. */
export interface TrackerClock {
  period: number;
  minute?: number;
}

const other = (side: TrackerSide): TrackerSide => (side === 'H' ? 'C' : 'H');

export class MatchTracker {
  private readonly rng: SeededRng;
  private readonly style: Style;
  private seq: number;
  private phase: { kind: TrackerPhase; side: TrackerSide };
  /** Match ms left in the phase. */
  private left = 0;
  private readonly events: TrackerEvent[] = [];
  private count = 0;
  private stats: TeamStatsPair = emptyStats();
  private readonly possessionMs = { H: 0, C: 0 };
  private seen: Seen;
  private ended = false;
  /** Changed since the last state() taken. */
  changed = true;

  /**
   * A match's tracker from where it is now (kick-off, or a resumed run's match with its score as it stands).
   * seqFrom: where its seq starts (the run's start time: a new run's pushes are newer than an older run's).
   */
  constructor(
    feedSeed: number,
    private readonly m: Match,
    seqFrom: number,
  ) {
    this.rng = seededRng(trackerSeed(feedSeed, m.gameId));
    this.style = STYLE_OF[m.gameType];
    this.seq = seqFrom;
    this.seen = seenOf(m);
    this.phase = { kind: this.startPhase(), side: this.rng.chance(0.5) ? 'H' : 'C' };
    this.left = this.lastsOf(this.phase.kind);
  }

  get gameId(): string {
    return this.m.gameId;
  }

  /** Every event so far that the match keeps (oldest first). */
  allEvents(): readonly TrackerEvent[] {
    return this.events;
  }

  /** The phases a dev control may put this match in. */
  controlPhases(): readonly TrackerControlPhase[] {
    return CONTROL_PHASES[this.style];
  }

  /**
   * Reads the match's score after a step or a control: each change is its event (a goal, a basket's points, a
   * frame, a game, a set), and the side that scored shows its moment.
   */
  observe(clock: TrackerClock): void {
    const now = seenOf(this.m);
    const before = this.seen;
    this.seen = now;
    if (this.style === 'sets') {
      for (const side of ['H', 'C'] as const) {
        const i = side === 'H' ? 0 : 1;
        if (now.set[i] > before.set[i]) {
          // Dated in the set it won (the clock has moved on to the next one).
          this.record('set', side, { ...clock, period: now.set[0] + now.set[1] }, { score: now.set });
          this.enter('point', side);
        } else if (now.set[0] === before.set[0] && now.set[1] === before.set[1] && now.game[i] > before.game[i]) {
          this.record('game', side, clock, { score: now.game });
          this.enter('point', side);
        }
      }
      return;
    }
    for (const side of ['H', 'C'] as const) {
      const i = side === 'H' ? 0 : 1;
      const gained = now.sc[i] - before.sc[i];
      if (gained <= 0) continue;
      if (this.style === 'basketball' || this.style === 'innings') {
        this.record('point', side, clock, { points: gained, score: now.sc });
        this.enter('point', side);
        continue;
      }
      const kind = this.style === 'frames' ? 'frame' : 'goal';
      // One event per goal (two in one step are two goals), each with the score it made.
      for (let g = gained - 1; g >= 0; g--) {
        const score: [number, number] = side === 'H' ? [now.sc[0] - g, now.sc[1]] : [now.sc[0], now.sc[1] - g];
        // A frame is dated in the frame it won (the clock counts the frame now on).
        this.record(kind, side, kind === 'frame' ? { ...clock, period: score[0] + score[1] } : clock, { score });
      }
      this.enter(kind === 'goal' ? 'goal' : 'point', side);
    }
  }

  /** dt match ms of play (or of a break: no phase moves, nobody has the ball). */
  step(dt: number, clock: TrackerClock, inBreak: boolean): void {
    if (this.ended) return;
    if (inBreak) {
      if (this.phase.kind !== 'break') this.enter('break', this.phase.side);
      return;
    }
    if (this.phase.kind === 'break') this.enter(this.startPhase(), this.rng.chance(0.5) ? 'H' : 'C');
    let rest = dt;
    for (let i = 0; i < MAX_TRANSITIONS_PER_STEP && rest > 0; i++) {
      const spent = Math.min(rest, this.left);
      this.possessionMs[this.phase.side] += spent;
      this.left -= spent;
      rest -= spent;
      if (this.left <= 0) this.next(clock);
    }
  }

  /**
   * A dev control: the match in a phase now, for one side, with the event the phase brings (a shot, a corner, a
   * free kick, a card). False when the sport has no such phase.
   */
  control(kind: TrackerControlPhase, side: TrackerSide, clock: TrackerClock): boolean {
    if (!this.controlPhases().includes(kind)) return false;
    const event = EVENT_OF_PHASE[kind];
    if (event) this.record(event, side, clock);
    this.enter(kind, side);
    return true;
  }

  /** The match is over: its last state says so (the copies drop it). */
  end(): void {
    this.ended = true;
    this.changed = true;
  }

  /** The state a push carries (taking it clears `changed`). */
  state(): TrackerState {
    this.changed = false;
    const [h, c] = possessionOf(this.possessionMs);
    return {
      gameId: this.m.gameId,
      gameType: this.m.gameType,
      seq: this.seq,
      phase: { ...this.phase },
      stats: { H: { ...this.stats.H, possession: h }, C: { ...this.stats.C, possession: c } },
      events: this.events.slice(-TRACKER_EVENTS_SENT).map((e) => ({ ...e })),
      ...(this.ended ? { ended: true } : {}),
    };
  }

  // --- inside ---------------------------------------------------------------------------------

  private startPhase(): TrackerPhase {
    if (this.style === 'football' || this.style === 'hockey') return 'safe';
    return this.style === 'sets' ? 'serve' : 'attack';
  }

  private lastsOf(kind: TrackerPhase): number {
    const range = (kind === 'attack' ? STYLE_ATTACK_LASTS[this.style] : undefined) ?? LASTS[kind] ?? LASTS.attack!;
    return Math.round(this.rng.between(range[0], range[1]));
  }

  private enter(kind: TrackerPhase, side: TrackerSide): void {
    this.phase = { kind, side };
    this.left = this.lastsOf(kind);
    this.bump();
  }

  private bump(): void {
    this.seq++;
    this.changed = true;
  }

  private record(kind: TrackerEventKind, side: TrackerSide, clock: TrackerClock, extra: Pick<TrackerEvent, 'points' | 'score'> = {}): void {
    const event: TrackerEvent = {
      n: ++this.count,
      kind,
      side,
      period: Math.min(99, Math.max(1, clock.period)),
      ...(clock.minute === undefined ? {} : { minute: Math.min(200, Math.max(0, clock.minute)) }),
      ...extra,
    };
    this.events.push(event);
    if (this.events.length > TRACKER_EVENTS_KEPT) this.events.shift();
    this.stats = countEvent(this.stats, event);
    this.bump();
  }

  /** The phase after the one that ran out. */
  private next(clock: TrackerClock): void {
    const { kind, side } = this.phase;
    if (this.style === 'football' || this.style === 'hockey') {
      const table = (this.style === 'football' ? FOOTBALL_NEXT : HOCKEY_NEXT)[kind] ?? FOOTBALL_NEXT.safe!;
      const [nextKind, same] = this.weighted(table);
      const nextSide = same ? side : other(side);
      if (nextKind === 'freeKick' && this.style === 'football' && this.rng.chance(CARD_PER_FOUL)) {
        // The foul that gives the free kick is booked: the card first, the kick after it.
        const card = this.rng.chance(RED_PER_CARD) ? 'red' : 'yellow';
        this.record(card, other(nextSide), clock);
        this.enter(card, other(nextSide));
        return;
      }
      const event = EVENT_OF_PHASE[nextKind];
      if (event) this.record(event, nextSide, clock);
      this.enter(nextKind, nextSide);
      return;
    }
    if (this.style === 'sets') {
      // A serve, then the rally swings between the sides; the server serves again after a while.
      if (kind === 'serve' || kind === 'point') this.enter('attack', this.rng.chance(0.5) ? side : other(side));
      else if (this.rng.chance(0.3)) this.enter('serve', this.server());
      else this.enter('attack', other(side));
      return;
    }
    if (this.style === 'innings') {
      this.enter('attack', this.m.se_now === 'BOT' ? 'H' : 'C');
      return;
    }
    // Basketball and snooker: the other side has the ball (the table) next; after a score, the side scored on.
    this.enter('attack', other(side));
  }

  /** Who serves: the sides take turns game by game. */
  private server(): TrackerSide {
    return (this.m.sc_game_H + this.m.sc_game_A + this.m.sc_set_H + this.m.sc_set_A) % 2 === 0 ? 'H' : 'C';
  }

  private weighted(table: readonly Next[]): Next {
    const total = table.reduce((a, [, , w]) => a + w, 0);
    let r = this.rng.next() * total;
    for (const entry of table) if ((r -= entry[2]) < 0) return entry;
    return table[table.length - 1]!;
  }
}
