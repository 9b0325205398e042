import type { SportType } from '@site/shared';
import { seededRng } from './seeded-rng';

/**
 * Some matches do not end normally, as in any real feed: called off before kick-off (D1, 赛事取消: every
 * pick on it is void) or abandoned in play (D5, 赛事提前结束: full-time picks void, a first half already
 * played still settles). Which ones is decided from the feed's seed and the match id alone (its own
 * generator, so the feed's other draws are the same with or without voids): a run is reproducible.
 */
export const VOID_REASON = { CALLED_OFF: 'D1', ABANDONED: 'D5' } as const;
export type VoidReason = (typeof VOID_REASON)[keyof typeof VOID_REASON];

export interface VoidFate {
  reason: VoidReason;
  /** Abandoned: the share of the match played when it stops (0.1–0.9). */
  at: number;
}

/** Of the voided matches, this share is called off before kick-off; the rest are abandoned in play. */
const CALLED_OFF_SHARE = 0.6;

/** FNV-1a over the text: the per-match seed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * A match's fate: null (a normal result) or its void. `share` is the chance a match is voided (0–1).
 * Outrights are never voided; only sports on a running clock (timed sports) are abandoned in play, the
 * others' abandonments become calls-off.
 */
export function voidFateOf(seed: number, gameId: string, gameType: SportType, timed: boolean, share: number): VoidFate | null {
  if (share <= 0 || gameType === 'FS') return null;
  const rng = seededRng(hash32(`${seed}:${gameId}`));
  if (!rng.chance(share)) return null;
  const calledOff = rng.chance(CALLED_OFF_SHARE) || !timed;
  return calledOff ? { reason: VOID_REASON.CALLED_OFF, at: 0 } : { reason: VOID_REASON.ABANDONED, at: rng.between(0.1, 0.9) };
}
