import type { FastifyInstance } from 'fastify';
import {
  addAvatar,
  avatarList,
  bindEmail,
  bindOther,
  bindPassword,
  bindPasswordByEmail,
  bindPasswordByPhone,
  bindPhone,
  birthdayProblem,
  checkPhone,
  MSG,
  PROFILE_MSG,
  ResponseCode,
  sendBindCode,
  SiteError,
} from '@site/shared';
import { LOGIN_AGAIN, memberRoute, type MemberContext } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { countryAreas } from '../site-queries';
import { CATE_CHANNEL, codeTarget, consumeCode, issueCode, RESEND_MS, SENT_MSG } from '../../user/codes';
import { maskEmail, maskPhone, memberById, normalizeAreaCode, setPasswordHash, type MemberRow } from '../../user/members';
import type { Passwords } from '../../user/passwords';
import { revokeOtherSessions } from '../../user/sessions';
import { sendLetter } from '../../letters/letter-queries';
import { AVATARS, isAvatar } from '../../profile/avatars';

async function member(ctx: MemberContext): Promise<MemberRow> {
  const m = await memberById(ctx.db, ctx.memberId);
  if (!m) throw new SiteError(ResponseCode.LOGIN_EXPIRED, LOGIN_AGAIN);
  return m;
}

/** The phone checked against its country's regex (countryArea); 6007 otherwise. */
async function checkedPhone(ctx: MemberContext, areaCode: string | undefined, phone: string): Promise<{ area: string; phone: string }> {
  const area = normalizeAreaCode(areaCode);
  const entry = (await countryAreas(ctx.db)).find((c) => c.areaCode === area);
  if (!entry) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROFILE_MSG.areaUnknown);
  if (checkPhone(phone, entry.regex)) throw new SiteError(ResponseCode.INVALID_PARAMETER, MSG.phoneWrong);
  return { area, phone };
}

async function phoneTaken(ctx: MemberContext, area: string, phone: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('member')
    .select('id')
    .where('area_code', '=', area)
    .where('phone', '=', phone)
    .where('id', '!=', ctx.memberId)
    .executeTakeFirst();
  return row !== undefined;
}

async function emailTaken(ctx: MemberContext, email: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('member').select('id').where('email', '=', email).where('id', '!=', ctx.memberId).executeTakeFirst();
  return row !== undefined;
}

/** The security notices a member receives in /mine/message. */
const NOTICE = {
  realName: { title: '实名认证成功', content: '您的真实姓名已绑定。提款账户的持卡人姓名须与真实姓名一致。' },
  phone: { title: '手机号码绑定成功', content: '您的手机号码已绑定，可用于找回密码和新设备登录验证。' },
  email: { title: '邮箱绑定成功', content: '您的邮箱已绑定，可用于找回密码。' },
  password: { title: '登录密码已修改', content: '您的登录密码已修改，其他设备已退出登录。如非本人操作，请立即联系客服。' },
} as const;

/** Sets the new password hash and ends every other session; how many ended. */
async function changePassword(ctx: MemberContext, passwords: Passwords, md5: string): Promise<{ revokedSessions: number }> {
  await setPasswordHash(ctx.db, ctx.memberId, await passwords.hash(md5));
  const revokedSessions = await revokeOtherSessions(ctx.db, ctx.memberId, ctx.token, ctx.now);
  await sendLetter(ctx.db, ctx.memberId, 'notice', NOTICE.password.title, NOTICE.password.content, ctx.now);
  ctx.message = PROFILE_MSG.passwordChanged;
  return { revokedSessions };
}

/**
 * Profile and security of /mine/userinfo and /mine/auth: bindOther (real name once, gender,
 * birthday), bind codes, bindPhone, bindEmail, bindPassword (+ByPhone/ByEmail), avatars.
 */
export function profileModule(app: FastifyInstance, passwords: Passwords): void {
  memberRoute(app, bindOther, async (body, ctx) => {
    const m = await member(ctx);
    const set: { real_name?: string; gender?: 'male' | 'female'; birthday?: string } = {};
    if (body.realName !== undefined) {
      if (m.real_name !== '' && m.real_name !== body.realName.trim()) throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.realNameBound);
      set.real_name = body.realName.trim();
    }
    if (body.birthday !== undefined) {
      const problem = birthdayProblem(body.birthday, new Date(ctx.now));
      if (problem) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROFILE_MSG[problem]);
      set.birthday = body.birthday;
    }
    if (body.gender !== undefined) set.gender = body.gender;
    await ctx.db.updateTable('member').set(set).where('id', '=', ctx.memberId).execute();
    if (set.real_name && m.real_name === '') await sendLetter(ctx.db, ctx.memberId, 'notice', NOTICE.realName.title, NOTICE.realName.content, ctx.now);
    ctx.message = PROFILE_MSG.saved;
    return { realName: set.real_name ?? m.real_name, gender: set.gender ?? m.gender, birthday: set.birthday ?? m.birthday };
  });

  memberRoute(app, sendBindCode, async (body, ctx) => {
    const m = await member(ctx);
    const channel = CATE_CHANNEL[body.cate];
    let target: string;
    if (channel === 'email') {
      if (m.email !== '') throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.emailBound);
      target = codeTarget(body.email ?? '');
      if (await emailTaken(ctx, target)) throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.emailTaken);
    } else {
      if (m.phone !== '') throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.phoneBound);
      const p = await checkedPhone(ctx, body.areaCode, body.phone ?? '');
      if (await phoneTaken(ctx, p.area, p.phone)) throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.phoneTaken);
      target = p.phone;
    }
    await issueCode({ db: ctx.db, now: ctx.now, dev: servicesOf(app).dev, log: ctx.req.log }, target, channel, 'bind');
    ctx.message = SENT_MSG[channel];
    return { sent: true as const, resendAfter: RESEND_MS / 1000 };
  });

  memberRoute(app, bindPhone, async (body, ctx) => {
    const m = await member(ctx);
    if (m.phone !== '') throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.phoneBound);
    const p = await checkedPhone(ctx, body.areaCode, body.phone);
    if (await phoneTaken(ctx, p.area, p.phone)) throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.phoneTaken);
    await consumeCode(ctx.db, p.phone, 'bind', body.code, ctx.now);
    await ctx.db.updateTable('member').set({ phone: p.phone, area_code: p.area }).where('id', '=', ctx.memberId).execute();
    await sendLetter(ctx.db, ctx.memberId, 'notice', NOTICE.phone.title, NOTICE.phone.content, ctx.now);
    ctx.message = PROFILE_MSG.bound;
    return { phone: maskPhone(p.phone), bindPhone: true as const };
  });

  memberRoute(app, bindEmail, async (body, ctx) => {
    const m = await member(ctx);
    if (m.email !== '') throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.emailBound);
    const email = codeTarget(body.email);
    if (await emailTaken(ctx, email)) throw new SiteError(ResponseCode.DATA_EXISTS, PROFILE_MSG.emailTaken);
    await consumeCode(ctx.db, email, 'bind', body.code, ctx.now);
    await ctx.db.updateTable('member').set({ email }).where('id', '=', ctx.memberId).execute();
    await sendLetter(ctx.db, ctx.memberId, 'notice', NOTICE.email.title, NOTICE.email.content, ctx.now);
    ctx.message = PROFILE_MSG.bound;
    return { email: maskEmail(email), bindEmail: true as const };
  });

  memberRoute(app, bindPassword, async (body, ctx) => {
    const m = await member(ctx);
    if (!(await passwords.verify(body.oldPassword, m.password_hash))) throw new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, PROFILE_MSG.oldPasswordWrong);
    return changePassword(ctx, passwords, body.password);
  });

  memberRoute(app, bindPasswordByPhone, async (body, ctx) => {
    const m = await member(ctx);
    if (m.phone === '') throw new SiteError(ResponseCode.PHONE_NOT_BOUND, '未绑定手机号');
    await consumeCode(ctx.db, m.phone, 'reset', body.code, ctx.now);
    return changePassword(ctx, passwords, body.password);
  });

  memberRoute(app, bindPasswordByEmail, async (body, ctx) => {
    const m = await member(ctx);
    if (m.email === '') throw new SiteError(ResponseCode.INVALID_PARAMETER, '未绑定邮箱');
    await consumeCode(ctx.db, m.email, 'reset', body.code, ctx.now);
    return changePassword(ctx, passwords, body.password);
  });

  memberRoute(app, avatarList, async (_body, ctx) => ({ avatars: [...AVATARS], current: (await member(ctx)).avatar }));

  memberRoute(app, addAvatar, async (body, ctx) => {
    if (!isAvatar(body.avatar)) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROFILE_MSG.avatarUnknown);
    await ctx.db.updateTable('member').set({ avatar: body.avatar }).where('id', '=', ctx.memberId).execute();
    ctx.message = PROFILE_MSG.saved;
    return { avatar: body.avatar };
  });
}
