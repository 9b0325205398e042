import type { Promotion, PromotionKind as Kind, PromotionState } from '@site/shared';
import type { ClaimResult } from './use-promotion';

/** What the landing page hands each kind's panel: the promotion narrowed to the panel's kinds and the member's state. */
export interface PanelProps<K extends Kind> {
  promotion: Promotion & { rules: Extract<Promotion['rules'], { kind: K }> };
  state: PromotionState | null;
  busy: boolean;
  claim: (item: string, quiet?: boolean) => Promise<ClaimResult | null>;
  /** Reloads the member's state (the race's live leaderboard). */
  refresh: () => Promise<void>;
}
