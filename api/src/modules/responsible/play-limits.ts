import {
  beijingTime,
  EXCLUSION_KIND_NAME,
  type ExclusionKind,
  LIMIT_PERIOD_NAME,
  LIMIT_PERIODS,
  LIMIT_WINDOW_MS,
  type LimitPeriod,
  type LimitsByPeriod,
  limitRoomLeft,
  ResponseCode,
  RESPONSIBLE_MSG,
  SiteError,
} from '@site/shared';
import type { Db } from '../../db';
import { DepositStatus, yuanText } from '@site/shared';
import { type Fen } from '../funds/fen';

/**
 * Responsible-gambling rules the other modules call: the exclusion in force (login, deposit and
 * bets refuse while one runs) and the deposit limits (the lowest room left over the three windows
 * applies; an increase waits in pending_* until its time has come).
 */
export interface Exclusion {
  kind: ExclusionKind;
  untilAt: number;
}

/** The time-out or self-exclusion running at `now` (the one that ends last), or null. */
export async function exclusionOf(db: Db, memberId: number, now: number): Promise<Exclusion | null> {
  const row = await db
    .selectFrom('play_exclusion')
    .select(['kind', 'until_at'])
    .where('member_id', '=', memberId)
    .where('until_at', '>', now)
    .orderBy('until_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { kind: row.kind, untilAt: Number(row.until_at) } : null;
}

export function exclusionMessage(e: Exclusion): string {
  return RESPONSIBLE_MSG.excluded.replace('{kind}', EXCLUSION_KIND_NAME[e.kind]).replace('{until}', beijingTime(e.untilAt));
}

/** Throws the Chinese refusal (6003) while the member is timed out or self-excluded: login, deposits and bets call it. */
export async function assertPlayAllowed(db: Db, memberId: number, now: number): Promise<void> {
  const e = await exclusionOf(db, memberId, now);
  if (e) throw new SiteError(ResponseCode.ACCESS_DENIED, exclusionMessage(e));
}

export interface LimitState {
  period: LimitPeriod;
  limitFen: Fen | null;
  pending: { limitFen: Fen | null; effectiveAt: number } | null;
}

/**
 * A row of deposit_limit is the member's answer for its period: a limit, or none (limit_fen null). The
 * deposit-limit offer (registration, first deposit) is answered by setting a limit or by skipping, which
 * writes a row without a limit for each period the member has not answered yet.
 */
export async function limitOfferDue(db: Db, memberId: number): Promise<boolean> {
  const answered = await db.selectFrom('deposit_limit').select('member_id').where('member_id', '=', memberId).limit(1).executeTakeFirst();
  if (answered) return false;
  const paid = await db
    .selectFrom('deposit_order')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('status', '=', DepositStatus.PAID)
    .limit(1)
    .executeTakeFirst();
  return !paid;
}

/** Skipping the offer: no limit for each period not answered yet (a limit already set stays). */
export async function skipLimitOffer(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('deposit_limit')
    .values(LIMIT_PERIODS.map((period) => ({ member_id: memberId, period, limit_fen: null, pending_fen: null, pending_at: null })))
    .onConflict((oc) => oc.columns(['member_id', 'period']).doNothing())
    .execute();
}

/** The limits each period will have once its pending change applies, with `period` set to `wantedFen`: for the order rule. */
export function limitsAfter(limits: LimitState[], period: LimitPeriod, wantedFen: Fen | null): LimitsByPeriod {
  return Object.fromEntries(limits.map((l) => [l.period, l.period === period ? wantedFen : l.pending ? l.pending.limitFen : l.limitFen])) as LimitsByPeriod;
}

/**
 * The member's limits at `now`: a pending change whose time has come is applied (written back),
 * so a read never shows an increase before its 24 h.
 */
export async function limitsOf(db: Db, memberId: number, now: number): Promise<LimitState[]> {
  const rows = await db.selectFrom('deposit_limit').selectAll().where('member_id', '=', memberId).execute();
  const out: LimitState[] = [];
  for (const period of LIMIT_PERIODS) {
    const r = rows.find((x) => x.period === period);
    if (!r) {
      out.push({ period, limitFen: null, pending: null });
      continue;
    }
    const limitFen = r.limit_fen === null ? null : Number(r.limit_fen);
    if (r.pending_at !== null && Number(r.pending_at) <= now) {
      const applied = r.pending_fen === null ? null : Number(r.pending_fen);
      await db
        .updateTable('deposit_limit')
        .set({ limit_fen: applied, pending_fen: null, pending_at: null })
        .where('member_id', '=', memberId)
        .where('period', '=', period)
        .execute();
      out.push({ period, limitFen: applied, pending: null });
    } else {
      out.push({
        period,
        limitFen,
        pending: r.pending_at === null ? null : { limitFen: r.pending_fen === null ? null : Number(r.pending_fen), effectiveAt: Number(r.pending_at) },
      });
    }
  }
  return out;
}

/** Paid deposits of the member since `since` (fen). */
export async function depositedSince(db: Db, memberId: number, since: number): Promise<Fen> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.sum<number | string | null>('amount_fen').as('fen'))
    .where('member_id', '=', memberId)
    .where('status', '=', DepositStatus.PAID)
    .where('paid_at', '>', since)
    .executeTakeFirst();
  return Number(row?.fen ?? 0);
}

/** Refuses (6007, the Chinese message naming the limit) a deposit of `fen` that would pass a limit in force. */
export async function assertDepositWithinLimits(db: Db, memberId: number, fen: Fen, now: number): Promise<void> {
  for (const l of await limitsOf(db, memberId, now)) {
    if (l.limitFen === null) continue;
    const used = await depositedSince(db, memberId, now - LIMIT_WINDOW_MS[l.period]);
    if (used + fen > l.limitFen) {
      const left = limitRoomLeft(l.limitFen, used);
      throw new SiteError(
        ResponseCode.INVALID_PARAMETER,
        RESPONSIBLE_MSG.overLimit.replace('{period}', LIMIT_PERIOD_NAME[l.period]).replace('{limit}', yuanText(l.limitFen)).replace('{left}', yuanText(left)),
      );
    }
  }
}
