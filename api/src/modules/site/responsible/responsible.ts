import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EXCLUSION_CHOICES,
  fail,
  ok,
  ResponseCode,
  excludeSelf,
  LIMIT_INCREASE_DELAY_MS,
  LIMIT_WINDOW_MS,
  limitOrderRefusal,
  limitRefusalMessage,
  realitySummary,
  SiteError,
  skipLimitOffer,
  responsibleInfo,
  setDepositLimit,
  setRealityCheck,
} from '@site/shared';
import type { Db } from '../../../db';
import { issueMessage, memberRoute } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { fenOfYuanText, yuanOf } from '../../funds/fen';
import { memberByName } from '../../user/members';
import { revokeAllSessions } from '../../user/sessions';
import { depositedSince, exclusionOf, limitOfferDue, limitsAfter, limitsOf, type LimitState, skipLimitOffer as skipOffer } from '../../responsible/play-limits';

/** When the member's current session began: the newest live session's login. */
async function sessionStartOf(db: Db, memberId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.created_at) : now;
}

async function limitView(db: Db, memberId: number, l: LimitState, now: number) {
  return {
    period: l.period,
    limit: l.limitFen === null ? null : yuanOf(l.limitFen),
    pending: l.pending ? { limit: l.pending.limitFen === null ? null : yuanOf(l.pending.limitFen), effectiveAt: l.pending.effectiveAt } : null,
    used: yuanOf(await depositedSince(db, memberId, now - LIMIT_WINDOW_MS[l.period])),
  };
}

/** The responsible-gambling page's calls: limits, reality check, time-out and self-exclusion. */
export function responsibleModule(app: FastifyInstance): void {
  memberRoute(app, responsibleInfo, async (_body, ctx) => {
    const limits = await limitsOf(ctx.db, ctx.memberId, ctx.now);
    const reality = await ctx.db.selectFrom('reality_check').select('interval_minutes').where('member_id', '=', ctx.memberId).executeTakeFirst();
    return {
      limits: await Promise.all(limits.map((l) => limitView(ctx.db, ctx.memberId, l, ctx.now))),
      realityCheckMinutes: reality?.interval_minutes ?? 0,
      exclusion: await exclusionOf(ctx.db, ctx.memberId, ctx.now),
      sessionStartedAt: await sessionStartOf(ctx.db, ctx.memberId, ctx.now),
      limitOfferDue: await limitOfferDue(ctx.db, ctx.memberId),
    };
  });

  memberRoute(app, skipLimitOffer, async (_body, ctx) => {
    await skipOffer(ctx.db, ctx.memberId);
    return { limitOfferDue: false as const };
  });

  /** A lower limit (or a first one) applies at once; a higher one or a removal waits LIMIT_INCREASE_DELAY_MS. */
  memberRoute(app, setDepositLimit, async (body, ctx) => {
    const wanted = body.limit === '' ? null : fenOfYuanText(body.limit);
    const limits = await limitsOf(ctx.db, ctx.memberId, ctx.now);
    // The order rule holds for the limits as they will be once every pending change has applied.
    const order = limitOrderRefusal(limitsAfter(limits, body.period, wanted));
    if (order) throw new SiteError(ResponseCode.INVALID_PARAMETER, limitRefusalMessage(order));
    const current = limits.find((l) => l.period === body.period)!;
    const lower = wanted !== null && (current.limitFen === null || wanted <= current.limitFen);
    const row = lower
      ? { limit_fen: wanted, pending_fen: null, pending_at: null }
      : { limit_fen: current.limitFen, pending_fen: wanted, pending_at: ctx.now + LIMIT_INCREASE_DELAY_MS };
    await ctx.db
      .insertInto('deposit_limit')
      .values({ member_id: ctx.memberId, period: body.period, ...row })
      .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(row))
      .execute();
    ctx.message = lower ? '存款限额已生效' : '提高或取消限额将在24小时后生效';
    const after = (await limitsOf(ctx.db, ctx.memberId, ctx.now)).find((l) => l.period === body.period)!;
    return { ...(await limitView(ctx.db, ctx.memberId, after, ctx.now)), applied: lower ? ('now' as const) : ('later' as const) };
  });

  memberRoute(app, setRealityCheck, async (body, ctx) => {
    await ctx.db
      .insertInto('reality_check')
      .values({ member_id: ctx.memberId, interval_minutes: body.minutes })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ interval_minutes: body.minutes }))
      .execute();
    return { realityCheckMinutes: body.minutes };
  });

  memberRoute(app, realitySummary, async (_body, ctx) => {
    const since = await sessionStartOf(ctx.db, ctx.memberId, ctx.now);
    const row = await ctx.db
      .selectFrom('game_round')
      .select((eb) => [eb.fn.sum<number | string | null>('stake_fen').as('stake'), eb.fn.sum<number | string | null>('win_fen').as('win')])
      .where('member_id', '=', ctx.memberId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    const stake = Number(row?.stake ?? 0);
    const win = Number(row?.win ?? 0);
    return { sessionStartedAt: since, elapsedMs: ctx.now - since, stakes: yuanOf(stake), net: yuanOf(win - stake) };
  });

  memberRoute(app, excludeSelf, async (body, ctx) => {
    const choice = EXCLUSION_CHOICES[body.choice];
    const untilAt = ctx.now + choice.ms;
    await ctx.db.insertInto('play_exclusion').values({ member_id: ctx.memberId, kind: choice.kind, created_at: ctx.now, until_at: untilAt }).execute();
    await revokeAllSessions(ctx.db, ctx.memberId, ctx.now);
    ctx.message = `已${choice.label}暂停账户，期间无法登录、存款或投注`;
    return { kind: choice.kind, untilAt };
  });

  if (servicesOf(app).dev) devSessionAge(app);
}

const sessionAgeBody = z
  .object({
    name: z.string().min(1).max(30),
    elapsedMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600_000),
  })
  .strict();

/**
 * Dev only (e2e of the site-wide reality check, which cannot wait 10 minutes):
 * POST /dev/responsible/session-elapsed { name, elapsedMs } makes the member's live sessions look
 * that old (their login moved back), so the next check falls due in a few seconds of real time.
 */
function devSessionAge(app: FastifyInstance): void {
  const { store, now } = servicesOf(app);
  app.post('/dev/responsible/session-elapsed', async (req) => {
    const parsed = sessionAgeBody.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    const member = await memberByName(store.db, parsed.data.name);
    if (!member) return fail(ResponseCode.NOT_FOUND, '会员不存在');
    const out = await store.db
      .updateTable('session')
      .set({ created_at: now() - parsed.data.elapsedMs })
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return ok({ sessions: Number(out.numUpdatedRows) });
  });
}
