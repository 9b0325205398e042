import type { FastifyInstance } from 'fastify';
import { bindFromDeposit, DEFAULT_PHONE_REGEX, DEPOSIT_MSG, isRealName, ResponseCode, SiteError } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';

/** user/bindFromDeposit: the real name and phone a deposit needs, bound from the deposit page. */
export function bindFromDepositModule(app: FastifyInstance): void {
  memberRoute(app, bindFromDeposit, async (body, ctx) => {
    const member = await ctx.db.selectFrom('member').select(['real_name', 'phone']).where('id', '=', ctx.memberId).executeTakeFirstOrThrow();
    const patch: { real_name?: string; phone?: string; area_code?: string } = {};
    if (member.real_name === '') {
      const name = body.realName ?? '';
      if (!isRealName(name)) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.realName);
      patch.real_name = name;
    }
    if (member.phone === '') {
      const phone = body.phone ?? '';
      if (!new RegExp(DEFAULT_PHONE_REGEX).test(phone)) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.phone);
      patch.phone = phone;
      patch.area_code = '86';
    }
    if (Object.keys(patch).length === 0) throw new SiteError(ResponseCode.DATA_EXISTS, DEPOSIT_MSG.alreadyBound);
    await ctx.db.updateTable('member').set(patch).where('id', '=', ctx.memberId).execute();
    ctx.message = '绑定成功';
    return { bindRealName: true, bindPhone: true };
  });
}
