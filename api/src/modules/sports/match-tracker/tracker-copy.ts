import type { TrackerState } from '@site/shared';

/** Trackers a copy keeps at most (far above the in-play matches of SPORT_MATCHES' range); the oldest go first. */
export const TRACKER_COPY_MAX = 5000;

/**
 * This instance's copy of every in-play match's 赛况, kept from the hub's 'tracker' pushes (the leader's own
 * included): a socket that subscribes to a match's tracker gets its state from here at once, then each change.
 * A push older than the one kept is dropped; a match's last push (ended) drops it.
 */
export class TrackerCopy {
  private readonly states = new Map<string, TrackerState>();

  apply(state: TrackerState): 'kept' | 'old' | 'dropped' {
    const kept = this.states.get(state.gameId);
    if (kept && kept.seq > state.seq) return 'old';
    if (state.ended) {
      this.states.delete(state.gameId);
      return 'dropped';
    }
    // Re-inserted: the map's order is the order of the last change, the one the bound drops by.
    this.states.delete(state.gameId);
    this.states.set(state.gameId, state);
    if (this.states.size > TRACKER_COPY_MAX) this.states.delete(this.states.keys().next().value as string);
    return 'kept';
  }

  get(gameId: string): TrackerState | undefined {
    return this.states.get(gameId);
  }

  get size(): number {
    return this.states.size;
  }
}
