import type { FastifyInstance } from 'fastify';
import {
  forgetByEmailOne,
  forgetByEmailThree,
  forgetByEmailTwo,
  forgetByPhoneOne,
  forgetByPhoneThree,
  forgetByPhoneTwo,
  ResponseCode,
  SiteError,
} from '@site/shared';
import { route, type HandlerContext } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { codeTarget, consumeCode, issueCode, SENT_MSG, type Channel } from '../../user/codes';
import { forgetName } from '../../user/login-guard';
import { memberByName, normalizeAreaCode, setPasswordHash, type MemberRow } from '../../user/members';
import { openResetTicket, spendResetTicket, usableResetTicket } from '../../user/reset-tickets';
import type { Passwords } from '../../user/passwords';
import { revokeAllSessions } from '../../user/sessions';
import { SEND_MSG, targetBelongs } from './send-code';

/** After step two the new password may be set within 10 minutes. */
export const RESET_TICKET_MS = 10 * 60_000;

export const FORGOT_MSG = {
  verified: '验证成功',
  verifyFirst: '请先完成验证码验证',
  changed: '密码修改成功，请重新登录',
} as const;

/**
 * Forgot password by phone / e-mail (spec §2 dialog, §7 payloads). Every step first checks
 * that the name and the phone (with areaCode, default +86) or e-mail belong together, else 6004
 * '用户名与手机号不匹配' / '用户名与邮箱不匹配'.
 * - one:   sends the reset code (SMS / e-mail; 60 s per target → 6066) → { step: 1 }.
 *          Resend: call one again (or sendCode/one type 2) once 60 s have passed.
 * - two:   checks and spends the code (6036 wrong / not requested, 6038 expired) → { step: 2 };
 *          opens a 10-minute window for step three.
 * - three: sets the new password (md5) and ends every session of the member → { step: 3 };
 *          without a passed step two → 6035 '请先完成验证码验证'.
 */
export function forgotModule(app: FastifyInstance, passwords: Passwords): void {
  const { store } = servicesOf(app);
  const owner = async (ctx: HandlerContext, name: string, channel: Channel, value: string, areaCode?: string): Promise<MemberRow> => {
    const member = await memberByName(ctx.db, name.trim());
    const areaOk = channel === 'email' || areaCode === undefined || (member !== undefined && normalizeAreaCode(areaCode) === member.area_code);
    if (!member || !areaOk || !targetBelongs(member, channel, value)) {
      throw new SiteError(ResponseCode.NOT_FOUND, channel === 'email' ? SEND_MSG.emailMismatch : SEND_MSG.phoneMismatch);
    }
    return member;
  };

  const one = async (ctx: HandlerContext, channel: Channel, value: string) => {
    await issueCode({ db: ctx.db, now: ctx.now, dev: servicesOf(app).dev, log: ctx.req.log }, value, channel, 'reset');
    ctx.message = SENT_MSG[channel];
    return { step: 1 };
  };

  const two = async (ctx: HandlerContext, member: MemberRow, value: string, code: string) => {
    await consumeCode(ctx.db, value, 'reset', code, ctx.now);
    await openResetTicket(ctx.db, member.id, codeTarget(value), ctx.now + RESET_TICKET_MS);
    ctx.message = FORGOT_MSG.verified;
    return { step: 2 };
  };

  const three = async (ctx: HandlerContext, member: MemberRow, value: string, password: string) => {
    const ticket = await usableResetTicket(ctx.db, member.id, codeTarget(value), ctx.now);
    if (ticket === null) throw new SiteError(ResponseCode.AUTHENTICATION_REQUIRED, FORGOT_MSG.verifyFirst);
    const hash = await passwords.hash(password);
    await store.transaction(async (trx) => {
      if (!(await spendResetTicket(trx, ticket, ctx.now))) throw new SiteError(ResponseCode.AUTHENTICATION_REQUIRED, FORGOT_MSG.verifyFirst);
      await setPasswordHash(trx, member.id, hash);
      await revokeAllSessions(trx, member.id, ctx.now);
      await forgetName(trx, member.name);
    });
    ctx.message = FORGOT_MSG.changed;
    return { step: 3 };
  };

  route(app, forgetByPhoneOne, async (b, ctx) => {
    await owner(ctx, b.name, 'sms', b.phone, b.areaCode);
    return one(ctx, 'sms', b.phone);
  });
  route(app, forgetByPhoneTwo, async (b, ctx) => two(ctx, await owner(ctx, b.name, 'sms', b.phone, b.areaCode), b.phone, b.code));
  route(app, forgetByPhoneThree, async (b, ctx) => three(ctx, await owner(ctx, b.name, 'sms', b.phone, b.areaCode), b.phone, b.password));
  route(app, forgetByEmailOne, async (b, ctx) => {
    await owner(ctx, b.name, 'email', b.email);
    return one(ctx, 'email', b.email);
  });
  route(app, forgetByEmailTwo, async (b, ctx) => two(ctx, await owner(ctx, b.name, 'email', b.email), b.email, b.code));
  route(app, forgetByEmailThree, async (b, ctx) => three(ctx, await owner(ctx, b.name, 'email', b.email), b.email, b.password));
}
