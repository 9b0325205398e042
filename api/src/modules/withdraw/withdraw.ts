import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  fail,
  isWeakWithdrawPasswordDigest,
  ok,
  ResponseCode,
  SiteError,
  yuanText,
  usdtWithdrawInfo,
  WEAK_WITHDRAW_PASSWORD_MSG,
  WITHDRAW_MSG,
  withdrawalPwdEmailCheck,
  withdrawalPwdReset,
  withdrawalPwdSet,
  withdrawBaseCfg,
  withdrawInfo,
  WithdrawMethod,
  withdrawNew,
  withdrawOrderInfo,
} from '@site/shared';
import { issueMessage, memberRoute } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { fenOfYuanText, yuanOf } from '../funds/fen';
import { centerOf } from '../funds/wallet-queries';
import { USDT_RATE_FEN } from '../deposit/payment-channels';
import { readSiteConfig } from '../site/site-config';
import { consumeCode } from '../user/codes';
import type { Passwords } from '../user/passwords';
import { dealRecordModule } from './deal-record';
import { payoutAccount, payoutAccounts } from './payout-accounts';
import { turnoverOf } from './turnover';
import { WITHDRAW_RULES } from './withdraw-config';
import { createWithdrawal, decideWithdrawal, reviewOrdersBefore, todayCount, WithdrawDecision, withdrawView } from './withdraw-orders';

export interface WithdrawOptions {
  /** Dev only: withdrawals under review this long are approved automatically (e2e); off when absent. */
  autoApproveMs?: number;
}

/** A new withdrawal password (set, reset, e-mail reset) that is trivially weak is refused before anything is read. */
function refuseWeak(md5: string): void {
  if (isWeakWithdrawPasswordDigest(md5)) throw new SiteError(ResponseCode.INVALID_PARAMETER, WEAK_WITHDRAW_PASSWORD_MSG);
}

const passwordOf = async (db: Parameters<typeof centerOf>[0], memberId: number) =>
  (await db.selectFrom('withdraw_password').select('password_hash').where('member_id', '=', memberId).executeTakeFirst())?.password_hash ?? null;

/** The withdrawal calls of spec §7 Funds and user/withdrawal/pwd/*. */
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

  memberRoute(app, withdrawNew, async (body, ctx) => {
    const fen = fenOfYuanText(body.amount);
    if (fen === null || fen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.amountFormat);
    const { flags } = await readSiteConfig(ctx.db);
    if (flags.withdrawalPassword) {
      const stored = await passwordOf(ctx.db, ctx.memberId);
      if (stored === null) throw new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, WITHDRAW_MSG.passwordNotSet);
      if (!body.password) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.passwordRequired);
      if (!(await passwords.verify(body.password, stored))) throw new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, WITHDRAW_MSG.passwordWrong);
    }
    const account = await payoutAccount(ctx.db, ctx.memberId, body.accountId);
    if (!account) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.cardMissing);
    const turnover = await turnoverOf(app, ctx.db, ctx.memberId);
    if (turnover.leftFen > 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.turnover.replace('{left}', yuanText(turnover.leftFen)));
    const row = await createWithdrawal(ctx.db, { memberId: ctx.memberId, account, amountFen: fen, now: ctx.now });
    ctx.message = '取款申请已提交，资金已锁定，等待审核';
    return withdrawView(row);
  });

  memberRoute(app, withdrawOrderInfo, async (body, ctx) => {
    let q = ctx.db.selectFrom('withdraw_order').selectAll().where('member_id', '=', ctx.memberId).orderBy('created_at', 'desc').limit(20);
    if (body.orderNo) q = q.where('order_no', '=', body.orderNo);
    const rows = await q.execute();
    if (body.orderNo && rows.length === 0) throw new SiteError(ResponseCode.NOT_FOUND, WITHDRAW_MSG.orderMissing);
    return { list: rows.map(withdrawView) };
  });

  memberRoute(app, withdrawalPwdSet, async (body, ctx) => {
    const { flags } = await readSiteConfig(ctx.db);
    if (!flags.withdrawalPassword) throw new SiteError(ResponseCode.ACCESS_DENIED, WITHDRAW_MSG.passwordOff);
    refuseWeak(body.password);
    if ((await passwordOf(ctx.db, ctx.memberId)) !== null) throw new SiteError(ResponseCode.DATA_EXISTS, WITHDRAW_MSG.passwordExists);
    await ctx.db
      .insertInto('withdraw_password')
      .values({ member_id: ctx.memberId, password_hash: await passwords.hash(body.password), updated_at: ctx.now })
      .execute();
    ctx.message = '取款密码设置成功';
    return { hasPassword: true as const };
  });

  memberRoute(app, withdrawalPwdReset, async (body, ctx) => {
    const { flags } = await readSiteConfig(ctx.db);
    if (!flags.withdrawalPassword) throw new SiteError(ResponseCode.ACCESS_DENIED, WITHDRAW_MSG.passwordOff);
    refuseWeak(body.password);
    const stored = await passwordOf(ctx.db, ctx.memberId);
    if (stored === null) throw new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, WITHDRAW_MSG.passwordNotSet);
    if (!(await passwords.verify(body.oldPassword, stored))) throw new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, WITHDRAW_MSG.passwordWrong);
    if (body.oldPassword === body.password) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.samePassword);
    await ctx.db
      .updateTable('withdraw_password')
      .set({ password_hash: await passwords.hash(body.password), updated_at: ctx.now })
      .where('member_id', '=', ctx.memberId)
      .execute();
    ctx.message = '取款密码修改成功';
    return { hasPassword: true as const };
  });

  memberRoute(app, withdrawalPwdEmailCheck, async (body, ctx) => {
    const { flags } = await readSiteConfig(ctx.db);
    if (!flags.withdrawalPassword) throw new SiteError(ResponseCode.ACCESS_DENIED, WITHDRAW_MSG.passwordOff);
    refuseWeak(body.password);
    const member = await ctx.db.selectFrom('member').select('email').where('id', '=', ctx.memberId).executeTakeFirstOrThrow();
    if (member.email === '') throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.emailNotBound);
    // The reset code of the bound e-mail (sendCode/two type 2, cate 1): spent here, once.
    await consumeCode(ctx.db, member.email, 'reset', body.code, ctx.now);
    const hash = await passwords.hash(body.password);
    await ctx.db
      .insertInto('withdraw_password')
      .values({ member_id: ctx.memberId, password_hash: hash, updated_at: ctx.now })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ password_hash: hash, updated_at: ctx.now }))
      .execute();
    ctx.message = WITHDRAW_MSG.passwordReset;
    return { hasPassword: true as const };
  });

  dealRecordModule(app);
  if (opts.autoApproveMs !== undefined) installAutoApprover(app, opts.autoApproveMs);
  if (servicesOf(app).dev) devApproveRoute(app);
}

const devApprove = z.object({ name: z.string().min(1).max(30) }).strict();

/**
 * Dev only (SITE_DEV=1; otherwise 404): POST /dev/withdraw/approve { name } approves that member's withdrawals under
 * review now, as the auto-approver would once they waited (a journey never waits for it); answers how many.
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
    await db.transaction().execute((trx) => decideWithdrawal(trx, orderNo, WithdrawDecision.APPROVE, now(), '自动审核通过'));
    approved++;
  }
  return approved;
}
