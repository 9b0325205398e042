import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db';

/**
 * Launch tokens: a venue launch (spec §4) hands the venue a token; the venue page (our demo
 * provider, or the local sport venue's uid) calls the api with it. Only a hash is stored, like
 * login sessions. A token lives as long as a game session may reasonably run.
 */
export const LAUNCH_TOKEN_TTL_MS = 4 * 3600_000;

export interface VenueSession {
  memberId: number;
  enName: string;
  gameCode: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueLaunchToken(db: Db, s: VenueSession, now: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('venue_session')
    .values({
      token_hash: hashToken(token),
      member_id: s.memberId,
      en_name: s.enName,
      game_code: s.gameCode,
      created_at: now,
      expires_at: now + LAUNCH_TOKEN_TTL_MS,
    })
    .execute();
  return token;
}

/** The session of a live token, or null for a malformed, unknown or expired one (→ 6302 at the caller). */
export async function sessionOfLaunchToken(db: Db, token: string, now: number): Promise<VenueSession | null> {
  if (!/^[0-9a-f]{48}$/.test(token)) return null;
  const row = await db
    .selectFrom('venue_session')
    .select(['member_id', 'en_name', 'game_code'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { memberId: row.member_id, enName: row.en_name, gameCode: row.game_code } : null;
}
