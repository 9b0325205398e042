import { LIMIT_PERIOD_NAME, LIMIT_PERIODS, type LimitPeriod, RESPONSIBLE_MSG } from '../contracts/responsible';
import { fenOfAmountText, yuanText } from './amounts';

/**
 * The deposit-limit rules the api enforces and the forms check before sending (one owner): the limits are
 * ordered (24 h ≤ 7 days ≤ 1 month, among those set: a shorter window never allows more than a longer one),
 * a limit is an amount above 0, and what is left in a window is the limit less what was deposited in it.
 */

/** Limits per period in fen; null or absent = no limit for that period. */
export type LimitsByPeriod = Partial<Record<LimitPeriod, number | null>>;

/** Why limits cannot be kept, typed: the forms show it from their catalog, the api in its Chinese message. */
export type LimitRefusal =
  | { kind: 'empty' }
  | { kind: 'format'; period: LimitPeriod }
  | { kind: 'order'; shorter: LimitPeriod; shorterLimit: string; longer: LimitPeriod; longerLimit: string };

/** The first shorter period whose limit (fen) is above a longer one's, the two as yuan text; null when ordered. */
export function limitOrderRefusal(limits: LimitsByPeriod): Extract<LimitRefusal, { kind: 'order' }> | null {
  const set = LIMIT_PERIODS.flatMap((period) => {
    const fen = limits[period];
    return fen === null || fen === undefined ? [] : [{ period, fen }];
  });
  for (let i = 0; i < set.length; i++) {
    for (let j = i + 1; j < set.length; j++) {
      const shorter = set[i]!;
      const longer = set[j]!;
      if (shorter.fen > longer.fen)
        return { kind: 'order', shorter: shorter.period, shorterLimit: yuanText(shorter.fen), longer: longer.period, longerLimit: yuanText(longer.fen) };
    }
  }
  return null;
}

/** A refusal in the api's Chinese (RESPONSIBLE_MSG). */
export function limitRefusalMessage(r: LimitRefusal): string {
  switch (r.kind) {
    case 'empty':
      return RESPONSIBLE_MSG.offerEmpty;
    case 'format':
      return RESPONSIBLE_MSG.limitFormat;
    case 'order':
      return RESPONSIBLE_MSG.order
        .replace('{shorter}', LIMIT_PERIOD_NAME[r.shorter])
        .replace('{shorterLimit}', r.shorterLimit)
        .replace('{longer}', LIMIT_PERIOD_NAME[r.longer])
        .replace('{longerLimit}', r.longerLimit);
  }
}

/** What may still be deposited in a window: the limit less what was deposited in it, never below 0 (fen). */
export function limitRoomLeft(limitFen: number, usedFen: number): number {
  return Math.max(0, limitFen - usedFen);
}

/** A limit as typed: its fen, or null when it is not an amount above 0 with at most 2 decimals. */
export function limitFenOfText(text: string): number | null {
  const fen = fenOfAmountText(text);
  return fen === null || fen <= 0 ? null : fen;
}

export type LimitDraftsCheck = { ok: true; limits: { period: LimitPeriod; limit: string }[] } | { ok: false; refusal: LimitRefusal };

/**
 * The limits typed in the offer (blank = none for that period), checked as the api will check them:
 * at least one, each an amount above 0, in order. Answers what to send, shortest period first.
 */
export function checkLimitDrafts(drafts: Partial<Record<LimitPeriod, string>>): LimitDraftsCheck {
  const limits: { period: LimitPeriod; limit: string }[] = [];
  const fens: LimitsByPeriod = {};
  for (const period of LIMIT_PERIODS) {
    const text = (drafts[period] ?? '').trim();
    if (text === '') continue;
    const fen = limitFenOfText(text);
    if (fen === null) return { ok: false, refusal: { kind: 'format', period } };
    fens[period] = fen;
    limits.push({ period, limit: text });
  }
  if (limits.length === 0) return { ok: false, refusal: { kind: 'empty' } };
  const order = limitOrderRefusal(fens);
  return order ? { ok: false, refusal: order } : { ok: true, limits };
}
