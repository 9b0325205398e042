import type { Db } from '../../db';
import { nameKey } from './members';

/**
 * Brute-force and flood guards of login and register:
 * - 3 failed logins for a name or from an IP within 15 minutes → login answers 6021 until it
 *   carries a right picture code (kaptchcate 1 + codeId + code);
 * - 8 failed logins for a name within 15 minutes → the name is locked 15 minutes (6037);
 * - more than 5 login/register submissions in one second from one IP → 6011;
 * - 3 accounts registered from one IP within an hour → register answers 6022 until it carries a
 *   slider pass (kaptchcate 2 + codeId from validateGeeCheck).
 * Failures and locks are kept in the database (shared by every api instance).
 */
export const GUARD = {
  captchaAfter: 3,
  lockAfter: 8,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  submissionsPerSecond: 5,
  sliderAfterRegistrations: 3,
  registrationWindowMs: 3600_000,
} as const;

export const GUARD_MSG = {
  tooFrequent: '请勿频繁提交',
  locked: '登录失败次数过多，账号已锁定15分钟，请稍后再试',
  needPicture: '请输入图形验证码',
  wrongPicture: '图形验证码错误或已过期，请重新输入',
  needSlider: '请完成滑块安全验证',
  wrongSlider: '滑块验证已失效，请重新验证',
} as const;

/** Submissions per IP in the last second (kept in memory: a flood guard, not a record). */
export class SubmissionRate {
  private readonly hits = new Map<string, number[]>();

  /** Counts a submission; false when it is the 6th (or later) inside one second. */
  allow(ip: string, now: number): boolean {
    if (this.hits.size > 10_000) this.hits.clear();
    const recent = (this.hits.get(ip) ?? []).filter((t) => now - t < 1000);
    recent.push(now);
    this.hits.set(ip, recent);
    return recent.length <= GUARD.submissionsPerSecond;
  }

  clear(): void {
    this.hits.clear();
  }
}

async function failuresOf(db: Db, column: 'name' | 'ip', value: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function needsPicture(db: Db, name: string, ip: string, now: number): Promise<boolean> {
  const since = now - GUARD.windowMs;
  return (await failuresOf(db, 'name', nameKey(name), since)) >= GUARD.captchaAfter || (await failuresOf(db, 'ip', ip, since)) >= GUARD.captchaAfter;
}

export async function lockedUntil(db: Db, name: string, now: number): Promise<number | null> {
  const row = await db.selectFrom('login_lock').select('until').where('name', '=', nameKey(name)).executeTakeFirst();
  return row && row.until > now ? row.until : null;
}

/** Records a failed login; true when it locked the name. */
export async function recordFailure(db: Db, name: string, ip: string, now: number): Promise<boolean> {
  const key = nameKey(name);
  await db.insertInto('login_failure').values({ name: key, ip, at: now }).execute();
  if ((await failuresOf(db, 'name', key, now - GUARD.windowMs)) < GUARD.lockAfter) return false;
  const until = now + GUARD.lockMs;
  await db
    .insertInto('login_lock')
    .values({ name: key, until })
    .onConflict((oc) => oc.column('name').doUpdateSet({ until }))
    .execute();
  await db.deleteFrom('login_failure').where('name', '=', key).execute();
  return true;
}

/** A good login forgets the name's failures; with a right picture code also the IP's. */
export async function clearFailures(db: Db, name: string, ip: string | null): Promise<void> {
  await db.deleteFrom('login_failure').where('name', '=', nameKey(name)).execute();
  if (ip !== null) await db.deleteFrom('login_failure').where('ip', '=', ip).execute();
}

export async function unlockName(db: Db, name: string): Promise<void> {
  await db.deleteFrom('login_lock').where('name', '=', nameKey(name)).execute();
}

export async function registrationsFrom(db: Db, ip: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('register_ip', '=', ip)
    .where('created_at', '>', now - GUARD.registrationWindowMs)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Dev: forget every failure, lock and registration count (e2e journeys start clean). */
export async function resetGuards(db: Db, rate: SubmissionRate): Promise<void> {
  await db.deleteFrom('login_failure').execute();
  await db.deleteFrom('login_lock').execute();
  await db.updateTable('member').set({ register_ip: '' }).where('register_ip', '<>', '').execute();
  rate.clear();
}
