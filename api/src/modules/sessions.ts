import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';

/** A login lasts a week; logout and a password change end it sooner. */
export const SESSION_TTL_MS = 7 * 24 * 3600_000;

/** Only a hash of the token is stored, so a copy of the data file holds no usable token. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(db: Db, memberId: number, now: number): string {
  const token = randomBytes(32).toString('hex');
  db.prepare('INSERT INTO session (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(hashToken(token), memberId, now, now + SESSION_TTL_MS);
  return token;
}

/** The member of a live token, or null for an unknown, expired or revoked one. */
export function memberOfToken(db: Db, token: string, now: number): number | null {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = db.prepare('SELECT member_id FROM session WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?').get(hashToken(token), now) as
    | { member_id: number }
    | undefined;
  return row?.member_id ?? null;
}

export function revokeSession(db: Db, token: string, now: number): void {
  db.prepare('UPDATE session SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, hashToken(token));
}

export function revokeAllSessions(db: Db, memberId: number, now: number): void {
  db.prepare('UPDATE session SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL').run(now, memberId);
}
