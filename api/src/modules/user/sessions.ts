import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { runCompiled } from './compiled-once';
import type { SessionMemory } from './session-memory';

/** A login lasts a week; logout and a password change end it sooner. */
export const SESSION_TTL_MS = 7 * 24 * 3600_000;

/** Only a hash of the token is stored, so a copy of the database holds no usable token. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, memberId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), member_id: memberId, created_at: now, expires_at: now + SESSION_TTL_MS, revoked_at: null })
    .execute();
  return token;
}

/**
 * The member of a live token, or null for an unknown, expired or revoked one. A live answer is kept
 * in `memory` for a short time (session-memory.ts: a revocation on this instance is seen at once).
 */
export async function memberOfToken(db: Db, token: string, now: number, memory: SessionMemory): Promise<number | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const known = memory.memberOf(token, now);
  if (known !== undefined) return known;
  const epoch = memory.sessionEpoch();
  const [row] = await runCompiled(
    db,
    'memberOfToken',
    (d) => d.selectFrom('session').select(['member_id', 'expires_at']).where('token_hash', '=', '').where('revoked_at', 'is', null).where('expires_at', '>', 0),
    [hashToken(token), now],
  );
  if (!row) return null;
  memory.rememberSession(token, row.member_id, row.expires_at, now, epoch);
  return row.member_id;
}

export async function revokeSession(db: Db, token: string, now: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Db, memberId: number, now: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
}

/** Ends every live session of the member except the one of `keepToken` (a password change); how many ended. */
export async function revokeOtherSessions(db: Db, memberId: number, keepToken: string, now: number): Promise<number> {
  const out = await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('token_hash', '!=', hashToken(keepToken))
    .executeTakeFirst();
  return Number(out.numUpdatedRows);
}
