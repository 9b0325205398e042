import type { FastifyInstance } from 'fastify';
import { ResponseCode, SiteError, WITHDRAW_MSG, withdrawalPwdEmailCheck, withdrawalPwdReset, withdrawalPwdSet } from '@site/shared';
import { memberRoute } from '../../../../http/contract-route';
import { readSiteConfig } from '../../../site/site-config';
import { consumeCode } from '../../../user/codes';
import type { Passwords } from '../../../user/passwords';
import { passwordOf, refuseWeak } from '../../../withdraw/withdraw-password';
import { checkWithdrawPassword, unlockWithdrawals } from '../../../withdraw/withdraw-password-guard';

/** user/withdrawal/pwd/*: set, reset and the e-mail reset of the withdrawal password, hashed as login passwords are. */
export function withdrawalPwdModule(app: FastifyInstance, passwords: Passwords): void {
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

  memberRoute(
    app,
    withdrawalPwdReset,
    async (body, ctx) => {
      if (body.oldPassword === body.password) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.samePassword);
      await ctx.db
        .updateTable('withdraw_password')
        .set({ password_hash: await passwords.hash(body.password), updated_at: ctx.now })
        .where('member_id', '=', ctx.memberId)
        .execute();
      ctx.message = '取款密码修改成功';
      return { hasPassword: true as const };
    },
    {
      // The old password is a guess like the withdrawal's: it spends the same failure budget.
      gate: async (body, ctx) => {
        const { flags } = await readSiteConfig(ctx.db);
        if (!flags.withdrawalPassword) throw new SiteError(ResponseCode.ACCESS_DENIED, WITHDRAW_MSG.passwordOff);
        refuseWeak(body.password);
        const refusal = await checkWithdrawPassword(ctx.db, passwords, ctx.memberId, body.oldPassword, ctx.now);
        if (refusal) throw refusal;
      },
    },
  );

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
    await unlockWithdrawals(ctx.db, ctx.memberId);
    ctx.message = WITHDRAW_MSG.passwordReset;
    return { hasPassword: true as const };
  });
}
