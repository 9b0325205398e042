import { captchaError } from '@site/shared';
import type { Db } from '../../db';
import { nameKey } from './members';

/**
 * Brute-force and flood guards of login and register. Budgets are counted separately per
 * (name, IP) pair, per IP and per name, so a stranger cannot spend a player's budget:
 * - 3 failed logins for the (name, IP) pair, or 10 from the IP (whatever the names: many players
 *   may share one address behind a NAT), within 15 minutes → login answers 6021 until it carries
 *   a right picture code (kaptchcate 1 + codeId + code);
 * - 8 failed logins for a name within 15 minutes (from any IPs) lock the name for 15 minutes: the
 *   failure that locks it answers 6037, and while it lasts every login of that name, from every
 *   IP, must carry a right picture code. The lock slows guessing to one guess per solved picture;
 *   it never refuses the owner's correct login with a solved picture;
 * - more than 5 login/register submissions in one second from one IP → 6011 (a refused
 *   submission is not counted, so a steady flood cannot keep every login refused);
 * - 3 accounts registered from one IP within an hour → register answers 6022 until it carries a
 *   slider pass (kaptchcate 2 + codeId from validateGeeCheck).
 * Only a checked password counts as a failure: attempts refused before it (flood, missing or
 * wrong picture code) are not recorded. Failures and locks are kept in the database (shared by
 * every api instance); the retention sweep (retention.ts) deletes the expired ones.
 */
export const GUARD = {
  captchaAfterPair: 3,
  captchaAfterIp: 10,
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
  needPicture: captchaError('picture', '请输入图形验证码'),
  wrongPicture: captchaError('picture', '图形验证码错误或已过期，请重新输入'),
  needSlider: captchaError('slider', '请完成滑块安全验证'),
  wrongSlider: captchaError('slider', '滑块验证已失效，请重新验证'),
} as const;

/** At most this many IPs are tracked by the flood guard; past it the oldest are forgotten. */
const MAX_TRACKED_IPS = 10_000;

/** Accepted submissions per IP in the last second (kept in memory: a flood guard, not a record). */
export class SubmissionRate {
  private readonly hits = new Map<string, number[]>();

  /** Counts an accepted submission; false (and not counted) when 5 were accepted in the last second. */
  allow(ip: string, now: number): boolean {
    const recent = (this.hits.get(ip) ?? []).filter((t) => now - t < 1000);
    if (recent.length >= GUARD.submissionsPerSecond) {
      this.hits.set(ip, recent);
      return false;
    }
    recent.push(now);
    this.hits.delete(ip);
    this.hits.set(ip, recent);
    if (this.hits.size > MAX_TRACKED_IPS) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.hits.size;
  }

  clear(): void {
    this.hits.clear();
  }
}

interface FailureScope {
  name?: string;
  ip?: string;
}

async function failuresOf(db: Db, scope: FailureScope, since: number): Promise<number> {
  let q = db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('at', '>', since);
  if (scope.name !== undefined) q = q.where('name', '=', scope.name);
  if (scope.ip !== undefined) q = q.where('ip', '=', scope.ip);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function lockedUntil(db: Db, name: string, now: number): Promise<number | null> {
  const row = await db.selectFrom('login_lock').select('until').where('name', '=', nameKey(name)).executeTakeFirst();
  return row && row.until > now ? row.until : null;
}

/** True when this login must carry a right picture code: the pair's or the IP's budget is spent, or the name is locked. */
export async function needsPicture(db: Db, name: string, ip: string, now: number): Promise<boolean> {
  const since = now - GUARD.windowMs;
  const key = nameKey(name);
  return (
    (await failuresOf(db, { name: key, ip }, since)) >= GUARD.captchaAfterPair ||
    (await failuresOf(db, { ip }, since)) >= GUARD.captchaAfterIp ||
    (await lockedUntil(db, key, now)) !== null
  );
}

/** Records a failed (password-checked) login; true when this failure locked the name. */
export async function recordFailure(db: Db, name: string, ip: string, now: number): Promise<boolean> {
  const key = nameKey(name);
  await db.insertInto('login_failure').values({ name: key, ip, at: now }).execute();
  if ((await lockedUntil(db, key, now)) !== null) return false;
  if ((await failuresOf(db, { name: key }, now - GUARD.windowMs)) < GUARD.lockAfter) return false;
  const until = now + GUARD.lockMs;
  await db
    .insertInto('login_lock')
    .values({ name: key, until })
    .onConflict((oc) => oc.column('name').doUpdateSet({ until }))
    .execute();
  return true;
}

/**
 * A good login forgets the failures of its (name, IP) pair; with a right picture code also the
 * name's lock. Failures of the IP under other names and of the name from other IPs stay counted.
 */
export async function clearFailures(db: Db, name: string, ip: string, pictureSolved: boolean): Promise<void> {
  const key = nameKey(name);
  await db.deleteFrom('login_failure').where('name', '=', key).where('ip', '=', ip).execute();
  if (pictureSolved) await unlockName(db, key);
}

/** A password reset proves the owner: the name's failures (from every IP) and its lock are forgotten. */
export async function forgetName(db: Db, name: string): Promise<void> {
  await db.deleteFrom('login_failure').where('name', '=', nameKey(name)).execute();
  await unlockName(db, name);
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
