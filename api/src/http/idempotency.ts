import { createHash } from 'node:crypto';
import { fail, ResponseCode, SiteError, type Envelope } from '@site/shared';
import type { Db, Store } from '../db';

/**
 * Idempotency keys of calls that move money (contract.movesMoney, Stripe's rule):
 * the caller mints one key per user intent and sends it in the idempotency-key header on every
 * retry. The first answer per (key, member), success or refusal, is stored in the same
 * transaction as the money move and kept at least KEY_TTL_MS; a retry gets that answer and moves
 * nothing; the same key with another path or body is refused (6009); no key → 6007.
 * A SiteError thrown by the move rolls the move back (savepoint) and its envelope is still stored.
 * Two calls with one key at once: the second waits on the key row's unique index (PostgreSQL) or
 * the single writer (SQLite), then answers the stored first answer.
 */
export const KEY_TTL_MS = 24 * 3600_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

export const IDEMPOTENCY_MSG = {
  missing: '缺少幂等键，请刷新页面后重试',
  malformed: '幂等键格式错误',
  reused: '该幂等键已用于另一笔不同的请求，请重新发起操作',
} as const;

/** sha256 of path + body (the body as the contract parsed it, so key order is the schema's). */
export function requestHashOf(path: string, body: unknown): string {
  return createHash('sha256')
    .update(path)
    .update('\n')
    .update(JSON.stringify(body) ?? '')
    .digest('hex');
}

export interface IdempotencyKey {
  key: string;
  memberId: number;
  path: string;
  requestHash: string;
  now: number;
}

/** Header value → problem envelope, or null when it is a usable key. */
export function keyProblem(value: string): Envelope | null {
  if (value === '') return fail(ResponseCode.INVALID_PARAMETER, IDEMPOTENCY_MSG.missing);
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) return fail(ResponseCode.INVALID_PARAMETER, IDEMPOTENCY_MSG.malformed);
  return null;
}

function answerOfStored(stored: { path: string; request_hash: string; response: string }, key: IdempotencyKey): Envelope {
  if (stored.path !== key.path || stored.request_hash !== key.requestHash) return fail(ResponseCode.DATA_EXISTS, IDEMPOTENCY_MSG.reused);
  return JSON.parse(stored.response) as Envelope;
}

async function storedAnswer(db: Db, key: IdempotencyKey) {
  return db
    .selectFrom('idempotency_key')
    .select(['path', 'request_hash', 'response', 'created_at'])
    .where('key', '=', key.key)
    .where('member_id', '=', key.memberId)
    .executeTakeFirst();
}

/** The envelope of the SiteError `check` throws, or null when it passes (anything else stays thrown). */
export async function refusalOf(check: () => Promise<void>): Promise<Envelope | null> {
  try {
    await check();
    return null;
  } catch (e) {
    if (e instanceof SiteError) return fail(e.code, e.message, e.data);
    throw e;
  }
}

/**
 * Runs `move` once per key. `gate` (contract-route.ts) runs first in the key's transaction, outside the move's
 * savepoint: what it writes stays when it refuses, and its refusal is the key's stored answer.
 */
export async function runIdempotent(
  store: Store,
  key: IdempotencyKey,
  move: (trx: Db) => Promise<Envelope>,
  gate?: (trx: Db) => Promise<void>,
): Promise<Envelope> {
  const trx = await store.db.startTransaction().execute();
  try {
    // Keys older than the TTL are forgotten (this member's only, so the delete stays small).
    await trx
      .deleteFrom('idempotency_key')
      .where('member_id', '=', key.memberId)
      .where('created_at', '<', key.now - KEY_TTL_MS)
      .execute();
    const claimed = await trx
      .insertInto('idempotency_key')
      .values({ key: key.key, member_id: key.memberId, path: key.path, request_hash: key.requestHash, response: '', created_at: key.now })
      .onConflict((oc) => oc.columns(['key', 'member_id']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      const stored = await storedAnswer(trx, key);
      await trx.commit().execute();
      return stored ? answerOfStored(stored, key) : fail(ResponseCode.SERVER_ERROR, '服务器开了点小差，请稍后重试');
    }
    let envelope = gate ? await refusalOf(() => gate(trx)) : null;
    if (envelope === null) {
      const savepoint = await trx.savepoint('money_move').execute();
      try {
        envelope = await move(savepoint);
        await savepoint.releaseSavepoint('money_move').execute();
      } catch (e) {
        if (!(e instanceof SiteError)) throw e;
        await savepoint.rollbackToSavepoint('money_move').execute();
        envelope = fail(e.code, e.message, e.data);
      }
    }
    await trx
      .updateTable('idempotency_key')
      .set({ response: JSON.stringify(envelope) })
      .where('key', '=', key.key)
      .where('member_id', '=', key.memberId)
      .execute();
    await trx.commit().execute();
    return envelope;
  } catch (e) {
    if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
    throw e;
  }
}
