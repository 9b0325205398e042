import type { BoardCopy } from './board-copy';
import type { FeedProducer } from './producer';
import type { SportSettings } from './settings';
import type { TickResult } from './simulator';

/** The feed as one app instance sees it (built by sportsModule, sports.ts; driven by the dev controls, dev-feed-control.ts). */
export interface SportsFeed {
  readonly settings: SportSettings;
  /** This instance's copy of the boards (answers snapshots and match details). */
  readonly board: BoardCopy;
  /** The producer while this instance leads the feed; null otherwise. */
  producer(): FeedProducer | null;
  /** Manual mode (tests): one tick of the leader's producer; null when this instance does not lead. */
  step(): Promise<TickResult | null>;
  /** Heals an out-of-step copy from the leader's checkpoint (at most once a second). */
  catchUp(): Promise<void>;
}
