import type { TrackerEvent, TrackerState } from '@site/shared';

/**
 * 赛况 outside React, keyed by match id: the socket's tracker pushes are merged as they come (the newest seq wins, an
 * older push is dropped) and applied once per animation frame; a component reads one match through its key.
 * Each push carries the latest events; the store keeps a longer timeline by joining them to the ones it has.
 */

/** Events a match's timeline keeps on the page. */
export const TIMELINE_KEPT = 60;

export interface TrackerStoreOptions {
  /** Runs a callback before the next paint (requestAnimationFrame in the page; tests step it by hand). */
  frame: (flush: () => void) => void;
}

/** The events of a newer push joined to those kept (by their number); a new run's numbering starts the list again. */
export function joinEvents(kept: readonly TrackerEvent[], pushed: readonly TrackerEvent[]): readonly TrackerEvent[] {
  const first = pushed[0];
  const last = kept.at(-1);
  if (!first || !last) return pushed.length > 0 || kept.length === 0 ? pushed : kept;
  if ((pushed.at(-1)?.n ?? 0) < last.n) return pushed;
  const older = kept.filter((e) => e.n < first.n);
  return [...older, ...pushed].slice(-TIMELINE_KEPT);
}

export class TrackerStore {
  private readonly states = new Map<string, TrackerState>();
  private readonly pending = new Map<string, TrackerState>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private frameAsked = false;
  private disposed = false;

  constructor(private readonly options: TrackerStoreOptions) {}

  subscribe(gameId: string, listener: () => void): () => void {
    let set = this.listeners.get(gameId);
    if (!set) this.listeners.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(gameId) === set) this.listeners.delete(gameId);
    };
  }

  /** A match's tracker as last applied (the same object until it changes). */
  get(gameId: string): TrackerState | undefined {
    return this.states.get(gameId);
  }

  /** One push (the state on subscribing, then each change): merged for the next frame unless an older one. */
  ingest(state: TrackerState): void {
    if (this.disposed) return;
    const have = this.pending.get(state.gameId) ?? this.states.get(state.gameId);
    if (have && have.seq > state.seq) return;
    const waiting = this.pending.get(state.gameId);
    // Two pushes in one frame: the later one's events join the earlier one's, so none is lost in between.
    this.pending.set(state.gameId, waiting ? { ...state, events: [...joinEvents(waiting.events, state.events)] } : state);
    if (this.frameAsked) return;
    this.frameAsked = true;
    this.options.frame(() => this.flush());
  }

  /** Applies what came since the last frame and tells each changed match's readers once. */
  flush(): void {
    this.frameAsked = false;
    if (this.disposed) return;
    const changed = [...this.pending.values()];
    this.pending.clear();
    for (const state of changed) {
      const before = this.states.get(state.gameId);
      this.states.set(state.gameId, before ? { ...state, events: [...joinEvents(before.events, state.events)] } : state);
    }
    for (const state of changed) for (const listener of this.listeners.get(state.gameId) ?? []) listener();
  }

  dispose(): void {
    this.disposed = true;
    this.pending.clear();
    this.listeners.clear();
  }
}
