import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  fail,
  ok,
  ResponseCode,
  SiteError,
  yuanText,
  usdtWithdrawInfo,
  WITHDRAW_MSG,
  withdrawBaseCfg,
  withdrawInfo,
  WithdrawMethod,
  withdrawNew,
  withdrawOrderInfo,
} from '@site/shared';
import { issueMessage, memberRoute, onMoneyMoved } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { fenOfYuanText, yuanOf } from '../../funds/fen';
import { centerOf } from '../../funds/wallet-queries';
import { USDT_RATE_FEN } from '../../deposit/payment-channels';
import { readSiteConfig } from '../../site/site-config';
import type { Passwords } from '../../user/passwords';
import { dealRecordModule } from '../transactions/query-deal-record';
import { payoutAccount, payoutAccounts } from '../../withdraw/payout-accounts';
import { turnoverOf } from '../../withdraw/turnover';
import { passwordOf } from '../../withdraw/withdraw-password';
import { checkWithdrawPassword } from '../../withdraw/withdraw-password-guard';
import { WITHDRAW_RULES } from '../../withdraw/withdraw-config';
import {
  createWithdrawal,
  decideWithdrawal,
  holdWithdrawal,
  reviewOrdersBefore,
  todayCount,
  WithdrawDecision,
  withdrawViews,
} from '../../withdraw/withdraw-orders';
import { evaluatePayout } from '../../withdraw/payout-policy';
import { payoutFacts, readPayoutPolicy } from '../../withdraw/payout-policy-store';
import { announceWithdrawal } from '../../withdraw/withdraw-events';

export interface WithdrawOptions {
  /** Dev only: withdrawals under review this long are approved automatically (e2e); off when absent. */
  autoApproveMs?: number;
}

/** The withdrawal calls of spec §7 Funds (the withdrawal password's calls: site/user/withdrawal/). */
/** Withdrawal passwords are hashed as login passwords are, with the app's `passwords`. */
export function withdrawModule(app: FastifyInstance, passwords: Passwords, opts: WithdrawOptions = {}): void {
  memberRoute(app, withdrawBaseCfg, async (_body, ctx) => ({
    list: await Promise.all(
      Object.values(WITHDRAW_RULES).map(async (r) => ({
        method: r.method,
        minAmount: yuanOf(r.minFen),
        maxAmount: yuanOf(r.maxFen),
        dailyCount: r.dailyCount,
        freeCount: r.freeCount,
        fee: yuanOf(r.feeFen),
        usedToday: await todayCount(ctx.db, ctx.memberId, ctx.now, r.method),
        arrivalMinutes: r.arrivalMinutes,
      })),
    ),
  }));

  memberRoute(app, withdrawInfo, async (_body, ctx) => {
    const { center, lock } = await centerOf(ctx.db, ctx.memberId);
    const turnover = await turnoverOf(app, ctx.db, ctx.memberId);
    const { flags } = await readSiteConfig(ctx.db);
    return {
      centerWalletBalance: yuanOf(center),
      lockMoney: yuanOf(lock),
      turnoverRequired: yuanOf(turnover.requiredFen),
      turnoverDone: yuanOf(turnover.doneFen),
      turnoverLeft: yuanOf(turnover.leftFen),
      todayCount: await todayCount(ctx.db, ctx.memberId, ctx.now),
      needPassword: flags.withdrawalPassword,
      hasPassword: (await passwordOf(ctx.db, ctx.memberId)) !== null,
      accounts: await payoutAccounts(ctx.db, ctx.memberId),
    };
  });

  memberRoute(app, usdtWithdrawInfo, async (_body, ctx) => ({
    rate: yuanOf(USDT_RATE_FEN.withdraw),
    accounts: (await payoutAccounts(ctx.db, ctx.memberId)).filter((a) => a.method === WithdrawMethod.USDT),
  }));

  memberRoute(
    app,
    withdrawNew,
    async (body, ctx) => {
      const fen = fenOfYuanText(body.amount);
      if (fen === null || fen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.amountFormat);
      const account = await payoutAccount(ctx.db, ctx.memberId, body.accountId);
      if (!account) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.cardMissing);
      const turnover = await turnoverOf(app, ctx.db, ctx.memberId);
      if (turnover.leftFen > 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.turnover.replace('{left}', yuanText(turnover.leftFen)));
      const row = await createWithdrawal(ctx.db, { memberId: ctx.memberId, account, amountFen: fen, now: ctx.now });
      // Fast payouts: the site's policy approves at once what it allows; the rest waits in 风控审核 with its hold.
      const facts = await payoutFacts(ctx.db, {
        memberId: ctx.memberId,
        cardId: account.id,
        method: account.method,
        amountFen: fen,
        turnoverLeftFen: turnover.leftFen,
        now: ctx.now,
      });
      const decision = evaluatePayout(await readPayoutPolicy(ctx.db), facts);
      if (decision.kind === 'approve') {
        const paid = await decideWithdrawal(ctx.db, row.order_no, WithdrawDecision.APPROVE, ctx.now, '自动审核通过', decision.decidedBy);
        ctx.message = '取款已审核通过并出款';
        return (await withdrawViews(ctx.db, [paid]))[0]!;
      }
      await holdWithdrawal(ctx.db, row.order_no, { reason: decision.hold, turnoverLeftFen: decision.turnoverLeftFen, decidedBy: decision.decidedBy }, ctx.now);
      ctx.message = '取款申请已提交，资金已锁定，等待审核';
      return (await withdrawViews(ctx.db, [row]))[0]!;
    },
    {
      // The withdrawal password when the site asks for it, with its failure budget (kept when it refuses).
      gate: async (body, ctx) => {
        const { flags } = await readSiteConfig(ctx.db);
        if (!flags.withdrawalPassword) return;
        if ((await passwordOf(ctx.db, ctx.memberId)) === null) throw new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, WITHDRAW_MSG.passwordNotSet);
        if (!body.password) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.passwordRequired);
        const refusal = await checkWithdrawPassword(ctx.db, passwords, ctx.memberId, body.password, ctx.now);
        if (refusal) throw refusal;
      },
    },
  );

  memberRoute(app, withdrawOrderInfo, async (body, ctx) => {
    let q = ctx.db.selectFrom('withdraw_order').selectAll().where('member_id', '=', ctx.memberId).orderBy('created_at', 'desc').limit(20);
    if (body.orderNo) q = q.where('order_no', '=', body.orderNo);
    const rows = await q.execute();
    if (body.orderNo && rows.length === 0) throw new SiteError(ResponseCode.NOT_FOUND, WITHDRAW_MSG.orderMissing);
    return { list: await withdrawViews(ctx.db, rows) };
  });

  // The tracker follows each stage live: a request (and its approval at once) announces itself once committed.
  onMoneyMoved(app, (memberId) => announceWithdrawal(app, memberId));
  dealRecordModule(app);
  if (opts.autoApproveMs !== undefined) installAutoApprover(app, opts.autoApproveMs);
  if (servicesOf(app).dev) devApproveRoute(app);
}

const devApprove = z.object({ name: z.string().min(1).max(30) }).strict();
const devAge = z
  .object({
    name: z.string().min(1).max(30),
    hours: z
      .number()
      .int()
      .positive()
      .max(24 * 365),
  })
  .strict();

/**
 * Dev only (SITE_DEV=1; otherwise 404): POST /dev/withdraw/approve { name } approves that member's withdrawals under
 * review now, as the auto-approver would once they waited (a journey never waits for it); answers how many.
 * POST /dev/withdraw/age { name, hours } ages the member for the payout policy.
 */
function devApproveRoute(app: FastifyInstance): void {
  const { store, now } = servicesOf(app);
  app.post('/dev/withdraw/approve', async (req) => {
    const parsed = devApprove.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    const member = await store.db.selectFrom('member').select('id').where('name', '=', parsed.data.name).executeTakeFirst();
    if (!member) return fail(ResponseCode.NOT_FOUND, '会员不存在');
    return ok({ approved: await approveDue(app, store.db, now(), member.id) });
  });
  // POST /dev/withdraw/age { name, hours }: the member's account, payout cards and withdrawal password are that much
  // older, as if the time had passed (the payout policy's account age and quiet hours; a journey never waits for them).
  app.post('/dev/withdraw/age', async (req) => {
    const parsed = devAge.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    const member = await store.db.selectFrom('member').select('id').where('name', '=', parsed.data.name).executeTakeFirst();
    if (!member) return fail(ResponseCode.NOT_FOUND, '会员不存在');
    const ms = parsed.data.hours * 3_600_000;
    await store.transaction(async (trx) => {
      await trx
        .updateTable('member')
        .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
        .where('id', '=', member.id)
        .execute();
      await trx
        .updateTable('member_card')
        .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
        .where('member_id', '=', member.id)
        .execute();
      await trx
        .updateTable('withdraw_password')
        .set((eb) => ({ updated_at: eb('updated_at', '-', ms) }))
        .where('member_id', '=', member.id)
        .execute();
    });
    return ok(null);
  });
}

/** Dev: approves withdrawals that waited autoApproveMs, looking every second (stopped with the app). */
function installAutoApprover(app: FastifyInstance, autoApproveMs: number): void {
  const { store, now } = servicesOf(app);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void approveDue(app, store.db, now() - autoApproveMs)
      .catch((e: unknown) => app.log.error({ err: e }, 'withdrawal auto-approver failed'))
      .finally(() => (running = false));
  }, 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function approveDue(app: FastifyInstance, db: Parameters<typeof centerOf>[0], before: number, memberId?: number): Promise<number> {
  const { now } = servicesOf(app);
  let approved = 0;
  for (const orderNo of await reviewOrdersBefore(db, before, memberId)) {
    // The store pushes the member's balance once the payout commits (funds/balance-events.ts).
    const row = await db.transaction().execute((trx) => decideWithdrawal(trx, orderNo, WithdrawDecision.APPROVE, now(), '自动审核通过'));
    await announceWithdrawal(app, row.member_id);
    approved++;
  }
  return approved;
}
