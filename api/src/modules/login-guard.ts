import type { Db } from '../db';

/**
 * Brute-force and flood guards of login and register:
 * - 3 failed logins for a name or from an IP within 15 minutes → login answers 6021 until it
 *   carries a right picture code (kaptchcate 1 + codeId + code);
 * - 8 failed logins for a name within 15 minutes → the name is locked 15 minutes (6037);
 * - more than 5 login/register submissions in one second from one IP → 6011;
 * - 3 accounts registered from one IP within an hour → register answers 6022 until it carries a
 *   slider pass (kaptchcate 2 + codeId from validateGeeCheck).
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

export function needsPicture(db: Db, name: string, ip: string, now: number): boolean {
  const since = now - GUARD.windowMs;
  const byName = db.prepare('SELECT COUNT(*) AS n FROM login_failure WHERE name = ? AND at > ?').get(name, since) as { n: number };
  const byIp = db.prepare('SELECT COUNT(*) AS n FROM login_failure WHERE ip = ? AND at > ?').get(ip, since) as { n: number };
  return byName.n >= GUARD.captchaAfter || byIp.n >= GUARD.captchaAfter;
}

export function lockedUntil(db: Db, name: string, now: number): number | null {
  const row = db.prepare('SELECT until FROM login_lock WHERE name = ?').get(name) as { until: number } | undefined;
  return row && row.until > now ? row.until : null;
}

/** Records a failed login; true when it locked the name. */
export function recordFailure(db: Db, name: string, ip: string, now: number): boolean {
  db.prepare('INSERT INTO login_failure (name, ip, at) VALUES (?, ?, ?)').run(name, ip, now);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM login_failure WHERE name = ? AND at > ?').get(name, now - GUARD.windowMs) as { n: number };
  if (n < GUARD.lockAfter) return false;
  db.prepare('INSERT INTO login_lock (name, until) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET until = excluded.until').run(name, now + GUARD.lockMs);
  db.prepare('DELETE FROM login_failure WHERE name = ?').run(name);
  return true;
}

/** A good login forgets the name's failures; with a right picture code also the IP's. */
export function clearFailures(db: Db, name: string, ip: string | null): void {
  db.prepare('DELETE FROM login_failure WHERE name = ?').run(name);
  if (ip !== null) db.prepare('DELETE FROM login_failure WHERE ip = ?').run(ip);
}

export function registrationsFrom(db: Db, ip: string, now: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM member WHERE register_ip = ? AND created_at > ?').get(ip, now - GUARD.registrationWindowMs) as { n: number }).n;
}

/** Dev: forget every failure, lock and registration count (e2e journeys start clean). */
export function resetGuards(db: Db, rate: SubmissionRate): void {
  db.exec("DELETE FROM login_failure; DELETE FROM login_lock; UPDATE member SET register_ip = '' WHERE register_ip <> '';");
  rate.clear();
}
