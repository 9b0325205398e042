import { fail, ResponseCode, SiteError, type Envelope } from '@site/shared';
import type { Db } from '../db';

/**
 * The idempotency store of calls that move money (DESIGN.md: one SQLite transaction each, the
 * request id as key). The first answer for (request id, member) is stored in the same
 * transaction as the money move; a retry with the same id gets that stored answer and moves
 * nothing. A thrown SiteError rolls the move back (savepoint) but its envelope is still stored,
 * so a retry also gets the same refusal.
 */
export function runIdempotent(
  db: Db,
  key: { requestId: string; memberId: number | null; path: string; now: number },
  move: () => Envelope,
): Envelope {
  const member = key.memberId ?? 0;
  const find = db.prepare('SELECT path, response FROM idempotency WHERE request_id = ? AND member_id = ?');
  const store = db.prepare('INSERT INTO idempotency (request_id, member_id, path, response, created_at) VALUES (?, ?, ?, ?, ?)');
  // Nested inside the outer transaction this is a savepoint: a throw undoes only the move.
  const guarded = db.transaction(move);
  return db.transaction((): Envelope => {
    const stored = find.get(key.requestId, member) as { path: string; response: string } | undefined;
    if (stored) {
      if (stored.path !== key.path) return fail(ResponseCode.ILLEGAL_PARAMETER, '非法请求');
      return JSON.parse(stored.response) as Envelope;
    }
    let envelope: Envelope;
    try {
      envelope = guarded();
    } catch (e) {
      if (!(e instanceof SiteError)) throw e;
      envelope = fail(e.code, e.message, e.data);
    }
    store.run(key.requestId, member, key.path, JSON.stringify(envelope), key.now);
    return envelope;
  }).immediate();
}
