import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CHAT_LOBBY,
  ClaimItem,
  claimPromotion,
  confirmInfo,
  fail,
  joinActivity,
  maskMemberName,
  MsgId,
  ok,
  type Promotion,
  PROMOTION_KINDS,
  PROMOTION_MSG,
  promotionConfig,
  PromotionKind,
  promotionVerification,
  ResponseCode,
  SiteError,
  yuanText,
} from '@site/shared';
import type { Db } from '../../../db';
import { issueMessage, memberRoute, route } from '../../../http/contract-route';
import { liveOf } from '../../../live/install-live';
import { servicesOf } from '../../../services';
import { publishEvent } from '../../chat/chat';
import { onDepositPaid, type PaidDeposit } from '../../deposit/deposit-paid';
import { creditReward, RewardSource } from '../../ledger/index';
import { lockMemberAccounts } from '../../ledger/journal';
import { memberByName } from '../../user/members';
import { chancesOf, decideClaim, itemsOf, raceRankOf, signStateOf } from '../../promotion/claims';
import { DEFAULT_ACTIVITIES, windowOf } from '../../promotion/default-activities';
import { depositBonusOf } from '../../promotion/deposit-bonus';
import { claimWindowRefusal, eligibilityOf } from '../../promotion/eligibility';
import { dayBefore } from '../../promotion/sign-streak';
import { totalWeightOf } from '../../promotion/wheel';
import {
  claimRef,
  claimsOf,
  insertClaim,
  insertJoin,
  insertPromotion,
  joinedIdsOf,
  joinOf,
  listPromotions,
  memberFacts,
  paidDepositsOf,
  promotionById,
} from '../../promotion/promotion-store';

export interface PromotionOptions {
  /** Create one activity of every kind when there is none (the demo seed: SEED_DEMO). */
  seed?: boolean;
}

async function activityOrThrow(db: Db, id: number): Promise<Promotion> {
  const p = await promotionById(db, id);
  if (!p) throw new SiteError(ResponseCode.NOT_FOUND, PROMOTION_MSG.missing);
  return p;
}

async function eligibility(db: Db, p: Promotion, memberId: number, now: number) {
  const { count } = await paidDepositsOf(db, memberId);
  return eligibilityOf(p.kind, { now, startAt: p.startAt, endAt: p.endAt, paidDeposits: count });
}

/** Creates one activity of every kind, started an hour ago, when the site has none. */
export async function seedPromotions(db: Db, now: number): Promise<void> {
  const any = await db.selectFrom('promotion').select('id').limit(1).executeTakeFirst();
  if (any) return;
  for (const kind of PROMOTION_KINDS) await insertPromotion(db, DEFAULT_ACTIVITIES[kind], windowOf(DEFAULT_ACTIVITIES[kind], now - 3_600_000), now);
}

/**
 * A deposit bonus the member joined before the deposit: credited in the gateway confirmation's
 * transaction (once per activity: the claim 'bonus' and the ledger ref). firstDeposit pays on the
 * member's first paid deposit only; againDeposit on the first qualifying deposit after joining.
 */
async function creditDepositBonus(db: Db, paid: PaidDeposit): Promise<void> {
  const joined = await db
    .selectFrom('promotion_join')
    .innerJoin('promotion', 'promotion.id', 'promotion_join.promotion_id')
    .select(['promotion.id as id', 'promotion_join.joined_at as joinedAt'])
    .where('promotion_join.member_id', '=', paid.memberId)
    .where('promotion.kind', 'in', [PromotionKind.FIRST_DEPOSIT, PromotionKind.AGAIN_DEPOSIT])
    .where('promotion.start_at', '<=', paid.paidAt)
    .where('promotion.end_at', '>', paid.paidAt)
    .where('promotion_join.joined_at', '<=', paid.paidAt)
    .execute();
  if (joined.length === 0) return;
  const { count } = await paidDepositsOf(db, paid.memberId);
  for (const j of joined) {
    const p = await promotionById(db, Number(j.id));
    if (!p || (p.rules.kind !== PromotionKind.FIRST_DEPOSIT && p.rules.kind !== PromotionKind.AGAIN_DEPOSIT)) continue;
    if (p.rules.kind === PromotionKind.FIRST_DEPOSIT && count !== 1) continue;
    const bonus = depositBonusOf(p.rules, paid.amountFen);
    if (bonus.rewardFen <= 0) continue;
    const claimId = await insertClaim(db, {
      memberId: paid.memberId,
      promotionId: p.id,
      item: ClaimItem.BONUS,
      label: p.title,
      rewardFen: bonus.rewardFen,
      baseFen: paid.amountFen,
      requiredFen: bonus.requiredFen,
      now: paid.paidAt,
    });
    if (claimId === null) continue;
    await creditReward(db, {
      memberId: paid.memberId,
      source: RewardSource.PROMOTION,
      fen: bonus.rewardFen,
      turnoverFen: bonus.requiredFen,
      ref: claimRef(p.id, claimId),
      now: paid.paidAt,
    });
  }
}

const signBack = z.object({ name: z.string().min(1).max(30), days: z.number().int().min(1).max(30).default(1) }).strict();

/**
 * Promotions: config (guests too), verification, joinActivity, confirmInfo and claim;
 * deposit bonuses on paid deposits; a wheel win pushes 10017 into the lobby chat room.
 */
export async function promotionModule(app: FastifyInstance, opts: PromotionOptions = {}): Promise<void> {
  const { store, now, dev } = servicesOf(app);
  if (opts.seed) await seedPromotions(store.db, now());
  onDepositPaid(app, creditDepositBonus);

  route(app, promotionConfig, async (body, ctx) => {
    const list = (await listPromotions(ctx.db, ctx.now)).filter((p) => body.id === undefined || p.id === body.id);
    return {
      list,
      joinedIds: ctx.memberId === null ? [] : await joinedIdsOf(ctx.db, ctx.memberId),
      now: ctx.now,
    };
  });

  memberRoute(app, promotionVerification, async (body, ctx) => {
    const p = await activityOrThrow(ctx.db, body.id);
    if ((await joinOf(ctx.db, ctx.memberId, p.id)) !== null) return { eligible: true, joined: true, reason: PROMOTION_MSG.alreadyJoined };
    const e = await eligibility(ctx.db, p, ctx.memberId, ctx.now);
    return { eligible: e.eligible, joined: false, reason: e.reason };
  });

  memberRoute(app, joinActivity, async (body, ctx) => {
    const p = await activityOrThrow(ctx.db, body.id);
    const before = await joinOf(ctx.db, ctx.memberId, p.id);
    if (before !== null) {
      ctx.message = PROMOTION_MSG.alreadyJoined;
      return { joined: true as const, joinedAt: before };
    }
    const e = await eligibility(ctx.db, p, ctx.memberId, ctx.now);
    if (!e.eligible) throw new SiteError(ResponseCode.WARNING, e.reason);
    ctx.message = PROMOTION_MSG.joined;
    return { joined: true as const, joinedAt: await insertJoin(ctx.db, ctx.memberId, p.id, ctx.now) };
  });

  memberRoute(app, confirmInfo, async (body, ctx) => {
    const p = await activityOrThrow(ctx.db, body.id);
    const f = await memberFacts(app, ctx.db, p, ctx.memberId, ctx.now);
    const e = f.joined ? { eligible: true, reason: PROMOTION_MSG.alreadyJoined } : await eligibility(ctx.db, p, ctx.memberId, ctx.now);
    const claims = await claimsOf(ctx.db, ctx.memberId, p.id);
    const bonus = claims.find((c) => c.item === ClaimItem.BONUS);
    const race = p.rules.kind === PromotionKind.RACE ? raceRankOf(p.rules, f) : null;
    const sign = p.rules.kind === PromotionKind.SIGN_GIFT ? signStateOf(f) : { streak: 0, signedToday: false };
    return {
      id: p.id,
      kind: p.kind,
      joined: f.joined,
      eligible: e.eligible,
      reason: e.reason,
      items: itemsOf(p.rules, f),
      validBetFen: p.kind === PromotionKind.NEW_TASK ? f.everBetFen : f.validBetFen,
      chances: p.rules.kind === PromotionKind.DRAW_GIFT ? chancesOf(p.rules, f) : 0,
      streak: sign.streak,
      signedToday: sign.signedToday,
      leaderboard: (race?.board ?? []).slice(0, 20).map((r) => ({
        rank: r.rank,
        name: r.memberId === ctx.memberId ? r.name : maskMemberName(r.name),
        validBetFen: r.validBetFen,
        rewardFen: r.rewardFen,
        me: r.memberId === ctx.memberId,
      })),
      myRank: race?.mine?.rank ?? null,
      bonus: bonus
        ? { depositFen: Number(bonus.base_fen), rewardFen: Number(bonus.reward_fen), requiredFen: Number(bonus.required_fen), at: Number(bonus.created_at) }
        : null,
      history: claims.slice(0, 50).map((c) => ({ item: c.item, label: c.label, rewardFen: Number(c.reward_fen), at: Number(c.created_at) })),
    };
  });

  /**
   * One claim in the call's transaction (movesMoney: its idempotency key answers a retry with the first
   * answer). The member's wallet row is locked first, so two claims of one member queue (the same order
   * as a deposit's credit); the claim row is unique per item, and its reward is paid once by its ref.
   */
  memberRoute(app, claimPromotion, async (body, ctx) => {
    await lockMemberAccounts(ctx.db, ctx.memberId, []);
    const p = await activityOrThrow(ctx.db, body.id);
    const closed = claimWindowRefusal(p.kind, ctx.now, p.startAt, p.endAt);
    if (closed) throw new SiteError(ResponseCode.WARNING, closed);
    const f = await memberFacts(app, ctx.db, p, ctx.memberId, ctx.now);
    if (!f.joined && p.kind !== PromotionKind.LAND) throw new SiteError(ResponseCode.WARNING, PROMOTION_MSG.joinFirst);
    const weights = p.rules.kind === PromotionKind.DRAW_GIFT ? totalWeightOf(p.rules.prizes) : 1;
    const decision = decideClaim(p.rules, body.item, f, () => randomInt(weights));
    if (!decision.ok) throw new SiteError(ResponseCode.WARNING, decision.message);
    const claimId = await insertClaim(ctx.db, {
      memberId: ctx.memberId,
      promotionId: p.id,
      item: decision.item,
      label: decision.label,
      rewardFen: decision.rewardFen,
      baseFen: 0,
      requiredFen: decision.requiredFen,
      now: ctx.now,
    });
    if (claimId === null) throw new SiteError(ResponseCode.WARNING, PROMOTION_MSG.claimed);
    let credited = false;
    if (decision.rewardFen > 0) {
      const paid = await creditReward(ctx.db, {
        memberId: ctx.memberId,
        source: RewardSource.PROMOTION,
        fen: decision.rewardFen,
        turnoverFen: decision.requiredFen,
        ref: claimRef(p.id, claimId),
        now: ctx.now,
      });
      credited = paid.credited;
    }
    ctx.message = decision.rewardFen > 0 ? PROMOTION_MSG.rewardPaid.replace('{amount}', yuanText(decision.rewardFen)) : PROMOTION_MSG.noWin;
    if (p.kind === PromotionKind.DRAW_GIFT && decision.rewardFen > 0) {
      const member = await ctx.db.selectFrom('member').select('name').where('id', '=', ctx.memberId).executeTakeFirst();
      const rid = CHAT_LOBBY;
      // The lobby hears the win (10017); a push that fails is logged, the claim stands.
      void publishEvent(liveOf(app), rid, {
        msgId: MsgId.GIFT_RECORD_PUSH,
        msgData: { rid, from: maskMemberName(member?.name ?? ''), gift: decision.label },
      }).catch((e: unknown) => ctx.req.log.error({ err: e }, 'gift push failed'));
    }
    return { item: decision.item, label: decision.label, rewardFen: decision.rewardFen, credited };
  });

  if (dev) {
    /** Dev only (e2e): moves the member's check-in history back by `days`, as if they had signed earlier (the api's clock is left alone). */
    app.post('/dev/promotion/sign-back', async (req) => {
      const parsed = signBack.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      const member = await memberByName(store.db, parsed.data.name);
      if (!member) return fail(ResponseCode.NOT_FOUND, '数据未找到');
      const signs = await store.db
        .selectFrom('promotion_claim')
        .select(['id', 'item', 'created_at'])
        .where('member_id', '=', member.id)
        .where('item', 'like', 'sign:%')
        .orderBy('item')
        .execute();
      // Oldest first, so a moved day never meets a day not moved yet.
      for (const s of signs) {
        let day = s.item.slice('sign:'.length);
        for (let i = 0; i < parsed.data.days; i++) day = dayBefore(day);
        await store.db
          .updateTable('promotion_claim')
          .set({ item: `sign:${day}`, created_at: Number(s.created_at) - parsed.data.days * 86_400_000 })
          .where('id', '=', s.id)
          .execute();
      }
      return ok({ moved: signs.length });
    });
  }
}
