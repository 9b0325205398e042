import { LIMIT_PERIOD_NAME, LIMIT_PERIODS, type LimitPeriod, RESPONSIBLE_MSG } from '../contracts/responsible';
import { fenOfAmountText, yuanText } from './amounts';

/**
 * The deposit-limit rules the api enforces and the forms check before sending (one owner): the limits are
 * ordered (24 h ≤ 7 days ≤ 1 month, among those set: a shorter window never allows more than a longer one),
 * a limit is an amount above 0, and what is left in a window is the limit less what was deposited in it.
 */

/** Limits per period in fen; null or absent = no limit for that period. */
export type LimitsByPeriod = Partial<Record<LimitPeriod, number | null>>;

/** The Chinese refusal for the first shorter period whose limit is above a longer one's, or null when ordered. */
export function limitOrderProblem(limits: LimitsByPeriod): string | null {
  const set = LIMIT_PERIODS.flatMap((period) => {
    const fen = limits[period];
    return fen === null || fen === undefined ? [] : [{ period, fen }];
  });
  for (let i = 0; i < set.length; i++) {
    for (let j = i + 1; j < set.length; j++) {
      const shorter = set[i]!;
      const longer = set[j]!;
      if (shorter.fen > longer.fen) {
        return RESPONSIBLE_MSG.order
          .replace('{shorter}', LIMIT_PERIOD_NAME[shorter.period])
          .replace('{shorterLimit}', yuanText(shorter.fen))
          .replace('{longer}', LIMIT_PERIOD_NAME[longer.period])
          .replace('{longerLimit}', yuanText(longer.fen));
      }
    }
  }
  return null;
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

export type LimitDraftsCheck = { ok: true; limits: { period: LimitPeriod; limit: string }[] } | { ok: false; period: LimitPeriod | null; message: string };

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
    if (fen === null) return { ok: false, period, message: RESPONSIBLE_MSG.limitFormat };
    fens[period] = fen;
    limits.push({ period, limit: text });
  }
  if (limits.length === 0) return { ok: false, period: null, message: RESPONSIBLE_MSG.offerEmpty };
  const order = limitOrderProblem(fens);
  return order ? { ok: false, period: null, message: order } : { ok: true, limits };
}
