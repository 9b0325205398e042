import { randomBytes } from 'node:crypto';
import type { Db } from '../db';

/** Picture codes, slider lots and slider passes: stored with an expiry, each usable once. */
export type CaptchaKind = 'picture' | 'slider' | 'slider-pass';

export function newCaptchaId(): string {
  return randomBytes(16).toString('hex');
}

export function storeCaptcha(db: Db, id: string, kind: CaptchaKind, answer: string, now: number, ttlMs: number): void {
  db.prepare('INSERT INTO captcha (id, kind, answer, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(id, kind, answer, now, now + ttlMs);
}

/**
 * Spends a captcha (whatever the answer, so each one gets a single try) and returns its stored
 * answer and issue time, or null when it is unknown, of another kind, used or expired.
 */
export function spendCaptcha(db: Db, id: string, kind: CaptchaKind, now: number): { answer: string; createdAt: number } | null {
  const row = db.prepare('SELECT answer, created_at, expires_at, used_at FROM captcha WHERE id = ? AND kind = ?').get(id, kind) as
    | { answer: string; created_at: number; expires_at: number; used_at: number | null }
    | undefined;
  if (!row || row.used_at !== null) return null;
  db.prepare('UPDATE captcha SET used_at = ? WHERE id = ?').run(now, id);
  return row.expires_at > now ? { answer: row.answer, createdAt: row.created_at } : null;
}

/** The stored answer without spending it (dev endpoints only). */
export function peekCaptcha(db: Db, id: string): { kind: CaptchaKind; answer: string } | null {
  return (db.prepare('SELECT kind, answer FROM captcha WHERE id = ?').get(id) as { kind: CaptchaKind; answer: string } | undefined) ?? null;
}

export function secretOf(db: Db): string {
  return (db.prepare("SELECT value FROM app_secret WHERE name = 'hmac'").get() as { value: string }).value;
}
