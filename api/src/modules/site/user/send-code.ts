import type { FastifyInstance } from 'fastify';
import { CodeType, decryptText, ResponseCode, sendCodeOne, sendCodeTwo, SiteError } from '@site/shared';
import { memberRoute, route, type HandlerContext } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { CATE_CHANNEL, codeTarget, issueCode, RESEND_MS, SENT_MSG, type Channel, type Purpose } from '../../user/codes';
import { hasChallenge } from '../../user/devices';
import { memberById, memberByName, type MemberRow } from '../../user/members';
import { LOGIN_AGAIN } from '../../../http/contract-route';

export const SEND_MSG = {
  nameRequired: '请输入用户名',
  loginFirst: '请先使用账号密码登录',
  phoneNotBound: '未绑定手机号',
  emailNotBound: '未绑定邮箱',
  phoneMismatch: '用户名与手机号不匹配',
  emailMismatch: '用户名与邮箱不匹配',
} as const;

/** A plain field, or its V2 variant (encryptText of the value). */
function plainOr(plain: string | undefined, v2: string | undefined): string {
  if (plain !== undefined && plain !== '') return plain;
  return v2 ? (decryptText(v2) ?? '') : '';
}

/** The bound phone or e-mail of a member for a channel (6015 / 6007 when not bound). */
export function boundTarget(member: MemberRow, channel: Channel): string {
  if (channel === 'email') {
    if (member.email === '') throw new SiteError(ResponseCode.INVALID_PARAMETER, SEND_MSG.emailNotBound);
    return member.email;
  }
  if (member.phone === '') throw new SiteError(ResponseCode.PHONE_NOT_BOUND, SEND_MSG.phoneNotBound);
  return member.phone;
}

/** Whether a phone or e-mail given by a guest belongs to the member of that name. */
export function targetBelongs(member: MemberRow | undefined, channel: Channel, value: string): boolean {
  if (!member || value === '') return false;
  const own = channel === 'email' ? member.email : member.phone;
  return own !== '' && codeTarget(own) === codeTarget(value);
}

/**
 * sendCode/one (guests):
 * - type 3 (new device): SendName (or sendNameV2 / name) = the username; the code goes to the
 *   member's bound phone (cate 0 SMS, 2 voice) or bound e-mail (cate 1). Only after that login
 *   answered 6026 within the last 10 minutes, else 6007 '请先使用账号密码登录'.
 * - type 2 (reset): SendName = username and SendCodeNum (or sendCodeNumV2) = the phone (cate 0/2)
 *   or e-mail (cate 1); they must belong together, else 6004. Same code as forgetBy…/one sends.
 * 60 s per target → 6066. Success message: '获取手机验证码成功' / '获取邮箱验证码成功' /
 * '验证码获取成功，注意接听手机来电'. kaptchcate / imageCode / codeId are accepted and not needed.
 * sendCode/two (logged in): the code goes to the member's own bound phone or e-mail.
 */
export function sendCodeModule(app: FastifyInstance): void {
  const send = async (ctx: HandlerContext, target: string, channel: Channel, purpose: Purpose) => {
    await issueCode({ db: ctx.db, now: ctx.now, dev: servicesOf(app).dev, log: ctx.req.log }, target, channel, purpose);
    ctx.message = SENT_MSG[channel];
    return { sent: true as const, resendAfter: RESEND_MS / 1000 };
  };

  route(app, sendCodeOne, async (body, ctx) => {
    const name = plainOr(body.SendName, body.sendNameV2) || (body.name ?? '');
    if (name.trim() === '') throw new SiteError(ResponseCode.INVALID_PARAMETER, SEND_MSG.nameRequired);
    const member = await memberByName(ctx.db, name.trim());
    const channel = CATE_CHANNEL[body.cate];
    if (body.type === CodeType.NEW_DEVICE) {
      if (!member || !(await hasChallenge(ctx.db, member.id, ctx.now))) throw new SiteError(ResponseCode.INVALID_PARAMETER, SEND_MSG.loginFirst);
      return send(ctx, boundTarget(member, channel), channel, 'device');
    }
    const value = plainOr(body.SendCodeNum, body.sendCodeNumV2);
    if (!targetBelongs(member, channel, value))
      throw new SiteError(ResponseCode.NOT_FOUND, channel === 'email' ? SEND_MSG.emailMismatch : SEND_MSG.phoneMismatch);
    return send(ctx, value, channel, 'reset');
  });

  memberRoute(app, sendCodeTwo, async (body, ctx) => {
    const member = await memberById(ctx.db, ctx.memberId);
    if (!member) throw new SiteError(ResponseCode.LOGIN_EXPIRED, LOGIN_AGAIN);
    const channel = CATE_CHANNEL[body.cate];
    return send(ctx, boundTarget(member, channel), channel, body.type === CodeType.NEW_DEVICE ? 'device' : 'reset');
  });
}
