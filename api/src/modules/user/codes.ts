import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { captchaError, ResponseCode, SiteError } from '@site/shared';
import type { Db } from '../../db';

/**
 * Verification codes (spec §4 New device, §7 forgot flow): 6 digits, valid 5 minutes, one use,
 * at most one per target every 60 s (6066), 5 wrong tries spend a code. There is no SMS or
 * mail gateway: every code is delivered to the dev_outbox table (read by GET /dev/outbox in dev
 * mode) and, in dev mode only, written to the server log.
 */
export type Channel = 'sms' | 'email' | 'voice';
/** type 2 of sendCode = reset (also the forgot-password flows), type 3 = new device; bind = a new phone or e-mail (profile). */
export type Purpose = 'reset' | 'device' | 'bind';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_MS = 60_000;
const MAX_ATTEMPTS = 5;

export const CODE_MSG = {
  tooSoon: '60秒内只能获取一次验证码，请稍后再试',
  notRequested: captchaError('code', '请先获取验证码'),
  expired: captchaError('code', '验证码已过期，请重新获取'),
  used: captchaError('code', '验证码已使用，请重新获取'),
  wrong: captchaError('code', '验证码错误'),
  tooManyTries: captchaError('code', '验证码错误次数过多，请重新获取'),
} as const;

/** Success messages of spec §8 per channel. */
export const SENT_MSG: Record<Channel, string> = {
  sms: '获取手机验证码成功',
  email: '获取邮箱验证码成功',
  voice: '验证码获取成功，注意接听手机来电',
};

export const CATE_CHANNEL: Record<0 | 1 | 2, Channel> = { 0: 'sms', 1: 'email', 2: 'voice' };

/** Phone targets are bare digits, e-mail targets lower case. */
export function codeTarget(value: string): string {
  return value.includes('@') ? value.trim().toLowerCase() : value.replace(/\D/g, '');
}

function messageText(channel: Channel, code: string): string {
  if (channel === 'voice') return `【语音验证码】您的验证码是 ${code.split('').join(' ')}，重复一遍：${code.split('').join(' ')}。`;
  if (channel === 'email') return `您好，您的验证码是 ${code}，5分钟内有效。工作人员不会向您索取验证码，请勿泄露。`;
  return `【星耀体育】您的验证码是${code}，5分钟内有效，请勿泄露给他人。`;
}

export interface CodeDelivery {
  db: Db;
  now: number;
  dev: boolean;
  log: FastifyBaseLogger;
}

/** Issues a code to a target (6066 within 60 s of the last one to that target). */
export async function issueCode(d: CodeDelivery, target: string, channel: Channel, purpose: Purpose): Promise<string> {
  const to = codeTarget(target);
  const last = await d.db.selectFrom('verify_code').select('created_at').where('target', '=', to).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (last && d.now - last.created_at < RESEND_MS)
    throw new SiteError(ResponseCode.SIXTY_SECOND_LIMIT, CODE_MSG.tooSoon, { resendAfter: Math.ceil((RESEND_MS - (d.now - last.created_at)) / 1000) });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await d.db
    .insertInto('verify_code')
    .values({ target: to, channel, purpose, code, created_at: d.now, expires_at: d.now + CODE_TTL_MS, used_at: null })
    .execute();
  await d.db
    .insertInto('dev_outbox')
    .values({ target: to, channel, purpose, code, text: messageText(channel, code), created_at: d.now })
    .execute();
  if (d.dev) d.log.info({ to, channel, purpose, code }, 'verification code sent (dev outbox)');
  return code;
}

/**
 * Dev control: moves every code sent to a target `ms` into the past (its send time and its expiry), as if that
 * much time had gone by: the 60 s resend wait and the 5-minute lifetime run on from there. Answers how many.
 */
export async function ageCodes(db: Db, target: string, ms: number): Promise<number> {
  const r = await db
    .updateTable('verify_code')
    .set((eb) => ({ created_at: eb('created_at', '-', ms), expires_at: eb('expires_at', '-', ms) }))
    .where('target', '=', codeTarget(target))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Checks and spends the latest code sent to a target for a purpose; throws 6036/6038 otherwise. */
export async function consumeCode(db: Db, target: string, purpose: Purpose, code: string, now: number): Promise<void> {
  const row = await db
    .selectFrom('verify_code')
    .select(['id', 'code', 'expires_at', 'used_at', 'attempts'])
    .where('target', '=', codeTarget(target))
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new SiteError(ResponseCode.AUTHENTICATION_CODE_ERROR, CODE_MSG.notRequested);
  if (row.used_at !== null) throw new SiteError(ResponseCode.AUTHENTICATION_CODE_ERROR, CODE_MSG.used);
  if (row.expires_at <= now) throw new SiteError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CODE_MSG.expired);
  if (row.attempts >= MAX_ATTEMPTS) throw new SiteError(ResponseCode.AUTHENTICATION_CODE_ERROR, CODE_MSG.tooManyTries);
  if (row.code !== code.trim()) {
    await db
      .updateTable('verify_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw new SiteError(ResponseCode.AUTHENTICATION_CODE_ERROR, CODE_MSG.wrong);
  }
  // One conditional update: two calls with the same code at once cannot both spend it.
  const spent = await db.updateTable('verify_code').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new SiteError(ResponseCode.AUTHENTICATION_CODE_ERROR, CODE_MSG.used);
}

export interface OutboxEntry {
  to: string;
  channel: Channel;
  purpose: Purpose;
  code: string;
  text: string;
  createdAt: number;
}

/** The latest messages sent to a phone or e-mail, newest first (dev outbox). */
export async function outboxFor(db: Db, to: string, limit = 10): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('dev_outbox')
    .select(['target', 'channel', 'purpose', 'code', 'text', 'created_at'])
    .where('target', '=', codeTarget(to))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ to: r.target, channel: r.channel, purpose: r.purpose as Purpose, code: r.code, text: r.text, createdAt: r.created_at }));
}
