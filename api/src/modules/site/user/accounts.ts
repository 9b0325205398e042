import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER, login, logout, register, ResponseCode, SiteError } from '@site/shared';
import { memberRoute, route } from '../../../http/contract-route';
import { assertPlayAllowed } from '../../responsible/play-limits';
import { servicesOf } from '../../../services';
import { passPicture } from './captcha';
import { consumeCode } from '../../user/codes';
import { closeChallenge, knowsDevice, openChallenge, rememberDevice } from '../../user/devices';
import { clearFailures, GUARD_MSG, needsPicture, recordFailure, registrationsFrom, GUARD } from '../../user/login-guard';
import { insertMember, markLoggedIn, maskPhone, memberByName, phoneMiddle, spendAutoLogin } from '../../user/members';
import type { Passwords } from '../../user/passwords';
import { createSession, revokeSession } from '../../user/sessions';
import { passSlider } from './slider';

export const ACCOUNT_MSG = {
  badCredentials: '用户名或密码错误',
  nameTaken: '用户名已存在',
  registered: '注册成功',
  newDevice: '您正在新设备上登录，为保障账户安全，请完成手机验证',
  phoneMiddleWrong: '手机号错误',
  suspendedPopup: '您的账号已被暂停登录，请联系客服',
  suspended: '账号已暂停使用',
} as const;

/** kaptchcate values: 1 picture code, 2 slider pass, 99 the automatic login right after register. */
export const Kaptchcate = { PICTURE: 1, SLIDER: 2, AFTER_REGISTER: 99 } as const;
/** How long after register the one automatic login (kaptchcate 99) may skip the captcha. */
export const AUTO_LOGIN_MS = 5 * 60_000;

/** The device fingerprint: the body's deviceId, else the uuid header. */
function deviceOf(req: FastifyRequest, bodyDevice: string | undefined): string {
  const header = req.headers[HEADER.uuid];
  return (bodyDevice ?? (typeof header === 'string' ? header : '')).trim();
}

function refuseFlood(app: FastifyInstance, ip: string, now: number): void {
  if (!servicesOf(app).rate.allow(ip, now)) throw new SiteError(ResponseCode.FREQUENT_SUBMISSION, GUARD_MSG.tooFrequent);
}

/** Login, register, logout (what mf-auth calls). The guards are described in login-guard.ts. */
export function accountsModule(app: FastifyInstance, passwords: Passwords): void {
  const { store } = servicesOf(app);

  route(app, login, async (body, ctx) => {
    const { db } = ctx;
    refuseFlood(app, ctx.ip, ctx.now);
    const name = body.name.trim();
    // The exemption is spent by the first attempt that asks for it, right or wrong.
    const autoLogin = body.kaptchcate === Kaptchcate.AFTER_REGISTER && (await spendAutoLogin(db, name, ctx.now));
    let pictureOk = false;
    if (!autoLogin && (await needsPicture(db, name, ctx.ip, ctx.now))) {
      if (body.kaptchcate !== Kaptchcate.PICTURE || !body.codeId || !body.code)
        throw new SiteError(ResponseCode.GRAPHIC_VERIFICATION, GUARD_MSG.needPicture, { kaptchcate: 1 });
      if (!(await passPicture(db, body.codeId, body.code, ctx.now)))
        throw new SiteError(ResponseCode.GRAPHIC_VERIFICATION, GUARD_MSG.wrongPicture, { kaptchcate: 1 });
      pictureOk = true;
    }
    const found = await memberByName(db, name);
    const good = await passwords.verify(body.password, found?.password_hash ?? null);
    const member = await memberByName(db, name);
    if (!member || !good || member.password_hash !== found?.password_hash) {
      if (await recordFailure(db, name, ctx.ip, ctx.now)) throw new SiteError(ResponseCode.AUTHENTICATION_LOCKED, GUARD_MSG.locked);
      throw new SiteError(ResponseCode.INVALID_CREDENTIALS, ACCOUNT_MSG.badCredentials);
    }
    if (member.suspended === 1) {
      const message = member.suspend_message || ACCOUNT_MSG.suspendedPopup;
      throw new SiteError(ResponseCode.SUSPENDED_WITH_POPUP, message, { popup: true, message });
    }
    if (member.suspended === 2) throw new SiteError(ResponseCode.SUSPENDED_WITHOUT_POPUP, member.suspend_message || ACCOUNT_MSG.suspended);
    await assertPlayAllowed(db, member.id, ctx.now);
    const deviceId = deviceOf(ctx.req, body.deviceId);
    if (member.phone !== '' && !(await knowsDevice(db, member.id, deviceId))) {
      if (body.phoneMiddle === undefined || body.sendCodeNum === undefined) {
        await openChallenge(db, member.id, ctx.now);
        throw new SiteError(ResponseCode.DEVICE_NOT_PASSED, ACCOUNT_MSG.newDevice, { maskedPhone: maskPhone(member.phone) });
      }
      if (body.phoneMiddle !== phoneMiddle(member.phone)) throw new SiteError(ResponseCode.AUTHENTICATION_CODE_ERROR, ACCOUNT_MSG.phoneMiddleWrong);
      await consumeCode(db, member.phone, 'device', body.sendCodeNum, ctx.now);
      await closeChallenge(db, member.id);
    }
    const token = await store.transaction(async (trx) => {
      await clearFailures(trx, name, ctx.ip, pictureOk);
      await rememberDevice(trx, member.id, deviceId, ctx.now);
      await markLoggedIn(trx, member.id, ctx.now);
      return createSession(trx, member.id, ctx.now);
    });
    return { token, userId: String(member.id) };
  });

  route(app, register, async (body, ctx) => {
    const { db } = ctx;
    refuseFlood(app, ctx.ip, ctx.now);
    const name = body.name;
    if (await memberByName(db, name)) throw new SiteError(ResponseCode.DATA_EXISTS, ACCOUNT_MSG.nameTaken);
    if ((await registrationsFrom(db, ctx.ip, ctx.now)) >= GUARD.sliderAfterRegistrations) {
      if (body.kaptchcate !== Kaptchcate.SLIDER || !body.codeId) throw new SiteError(ResponseCode.RAPID_VERIFICATION, GUARD_MSG.needSlider, { kaptchcate: 2 });
      if (!(await passSlider(db, body.codeId, ctx.now))) throw new SiteError(ResponseCode.RAPID_VERIFICATION, GUARD_MSG.wrongSlider, { kaptchcate: 2 });
    }
    const hash = await passwords.hash(body.password);
    const deviceId = deviceOf(ctx.req, body.deviceId);
    const id = await store.transaction(async (trx) => {
      const memberId = await insertMember(trx, {
        name,
        passwordHash: hash,
        registerIp: ctx.ip,
        domain: body.domain ?? '',
        rCode: body.rCode ?? '',
        iCode: body.iCode ?? '',
        autoLoginUntil: ctx.now + AUTO_LOGIN_MS,
        now: ctx.now,
      });
      if (memberId !== null) await rememberDevice(trx, memberId, deviceId, ctx.now);
      return memberId;
    });
    if (id === null) throw new SiteError(ResponseCode.DATA_EXISTS, ACCOUNT_MSG.nameTaken);
    ctx.message = ACCOUNT_MSG.registered;
    return { userId: String(id) };
  });

  memberRoute(app, logout, async (_body, ctx) => {
    await revokeSession(ctx.db, ctx.token, ctx.now);
    return null;
  });
}
