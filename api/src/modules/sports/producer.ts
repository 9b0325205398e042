import { SPORT_COUNTS_KEY } from '@site/shared';
import type { Db } from '../../db';
import type { Live } from '../../live/install-live';
import { splitBatch } from './batches';
import type { BoardCopy, BoardState } from './board-copy';
import { storeResults, writeCheckpoint } from './feed-store';
import type { SportSettings } from './settings';
import type { FeedControl, FeedControlOutcome } from './feed-control';
import { ALL_BOARDS } from './feed-boards';
import { Simulator, type TickResult } from './simulator';

/** The leader writes its checkpoint (for followers) about this often, in wall time. */
export const CHECKPOINT_MS = 5000;
/** Counts go out when they change, at most this often. */
export const COUNTS_MIN_MS = 1000;

export interface ProducerDeps {
  live: Live;
  db: Db;
  /** This instance's board copy: the producer starts it from the simulator's boards. */
  board: BoardCopy;
  /** Wall clock (the batches' at; the bench measures delta latency from it). */
  now: () => number;
  log: (message: string, detail?: unknown) => void;
}

/**
 * The leader's part of the feed (runs under live.lead('sports-feed')): one simulator tick per
 * SPORT_BATCH_MS, each board's changes published on the 'sport' topic as batches (seq +1 each, split
 * under the frame limit), the counts on 'sportCounts', final results into sport_result, and every
 * CHECKPOINT_MS the boards into sport_board. Seqs start from the start time in ms, so a new run
 * (a restart, a new leader) always continues above the seqs clients hold: they see a gap and
 * take a new snapshot.
 */
export class FeedProducer {
  readonly sim: Simulator;
  private readonly seqs = new Map<string, number>();
  private readonly checkpointTicks: number;
  private lastCounts = '';
  private lastCountsAt = Number.NEGATIVE_INFINITY;
  private readonly ready: Promise<void>;
  /** Dev controls waiting for the next tick, each with the caller that waits for its outcome. */
  private controls: { control: FeedControl; done: (outcome: FeedControlOutcome) => void }[] = [];

  /**
   * resumeFrom: the board copy of an instance that becomes the leader while in step with the one
   * before: the run goes on from it (same matches, seqs continue); otherwise a new run from the seed.
   */
  constructor(
    private readonly deps: ProducerDeps,
    settings: SportSettings,
    resumeFrom?: readonly BoardState[],
  ) {
    const startAt = settings.startAt ?? deps.now();
    this.sim = new Simulator({ ...settings, startAt }, resumeFrom ? new Map(resumeFrom.map((b) => [b.key, b.matches])) : undefined);
    for (const key of ALL_BOARDS) this.seqs.set(key, resumeFrom?.find((b) => b.key === key)?.seq ?? startAt);
    this.checkpointTicks = Math.max(1, Math.round(CHECKPOINT_MS / settings.batchMs));
    if (!resumeFrom) deps.board.reset(structuredClone(this.states()));
    this.lastCounts = JSON.stringify(this.sim.counts());
    this.ready = writeCheckpoint(deps.db, this.states()).catch((e: unknown) => deps.log('could not write the sports checkpoint', errorText(e)));
  }

  /** Every board of the simulator with the seq of its last batch. */
  states(): BoardState[] {
    const at = this.deps.now();
    return [...this.sim.boardMatches()].map(([key, matches]) => ({ key, seq: this.seqs.get(key) ?? 0, at, matches }));
  }

  seqOf(key: string): number {
    return this.seqs.get(key) ?? 0;
  }

  /**
   * One tick covering elapsedMs of wall time (default one batch interval: the tests' deterministic
   * path): publish its batches and counts, store its results (and the checkpoint when due).
   */
  async step(elapsedMs?: number): Promise<TickResult> {
    await this.ready;
    const controls = this.controls;
    this.controls = [];
    const r = this.sim.tick(
      elapsedMs,
      controls.map((c) => c.control),
    );
    const at = this.deps.now();
    const sent: Promise<unknown>[] = [];
    for (const key of ALL_BOARDS) {
      const change = r.changes.get(key);
      if (!change) continue;
      const seq = this.seqs.get(key) ?? 0;
      const batches = splitBatch(key, change, at, seq + 1);
      this.seqs.set(key, seq + batches.length);
      // Trusted: built from the contract's types; the tests parse every batch with sportBatchSchema.
      for (const b of batches) sent.push(this.deps.live.publish('sport', key, b, { trusted: true }));
    }
    // 赛况: each in-play match's tracker that changed, keyed by the match (trusted: the tests parse every state).
    for (const state of r.trackers) sent.push(this.deps.live.publish('tracker', state.gameId, state, { trusted: true }));
    const counts = this.sim.counts();
    const text = JSON.stringify(counts);
    if (text !== this.lastCounts && at - this.lastCountsAt >= COUNTS_MIN_MS) {
      this.lastCounts = text;
      this.lastCountsAt = at;
      sent.push(this.deps.live.publish('sportCounts', SPORT_COUNTS_KEY, counts));
    }
    sent.push(storeResults(this.deps.db, r.finished).catch((e: unknown) => this.deps.log('could not store sport results', errorText(e))));
    if (this.sim.tickCount % this.checkpointTicks === 0) {
      sent.push(writeCheckpoint(this.deps.db, this.states()).catch((e: unknown) => this.deps.log('could not write the sports checkpoint', errorText(e))));
    }
    await Promise.all(sent);
    controls.forEach((c, i) => c.done(r.controlled[i] as FeedControlOutcome));
    return r;
  }

  /**
   * A dev control (feed-control.ts), applied at the next tick: answers once that tick's batches and results
   * are out, so whoever asked sees the match as it is now (in manual mode the caller steps the feed).
   */
  control(control: FeedControl): Promise<FeedControlOutcome> {
    return new Promise((done) => this.controls.push({ control, done }));
  }
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
