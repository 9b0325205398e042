import { Redis } from 'ioredis';
import { REPLAY_WINDOW_MS } from '@site/shared';
import type { Db } from '../db';

/** What firstUse answers: the id is new (and now remembered), or seen inside its window. */
export type ReplayVerdict = 'fresh' | 'replay';

/**
 * Request ids seen inside the replay window. An id is remembered until its signed timestamp leaves the window
 * (until stamp + window, inclusive, as the signer's check): after that the signer refuses the timestamp itself,
 * so no id is ever accepted twice while its request could pass. firstUse resolves once the id is durable (a
 * committed row, or a Redis key), before the call is answered: a crash right after an answer forgets no id, and
 * every api instance on the same database (or Redis) shares one memory.
 */
export interface ReplayMemory {
  readonly windowMs: number;
  /** Remembers the id of a request stamped `stamp` (ms) when it is new; `now` is the api clock. */
  firstUse(id: string, stamp: number, now: number): Promise<ReplayVerdict>;
  close(): Promise<void>;
}

const expiryOf = (stamp: number, now: number, windowMs: number) => Math.max(stamp, now) + windowMs;

/**
 * The memory in the site's database (SQLite or PostgreSQL), table request_id: one statement claims an id that is
 * new or whose window has passed (an insert, or an update of the expired row); a live row claims nothing. Expired
 * rows are deleted by the retention sweep (modules/user/retention.ts).
 */
export function databaseReplayMemory(db: Db, windowMs = REPLAY_WINDOW_MS): ReplayMemory {
  return {
    windowMs,
    async firstUse(id, stamp, now) {
      const expires_at = expiryOf(stamp, now, windowMs);
      const claimed = await db
        .insertInto('request_id')
        .values({ id, expires_at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ expires_at }).where('request_id.expires_at', '<', now))
        .executeTakeFirst();
      return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0 ? 'fresh' : 'replay';
    },
    close: async () => undefined,
  };
}

/** The memory in Redis (REDIS_URL): SET NX with the id's expiry, so Redis forgets it when its window has passed. */
export async function redisReplayMemory(url: string, windowMs = REPLAY_WINDOW_MS): Promise<ReplayMemory> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined);
  await redis.connect();
  return {
    windowMs,
    async firstUse(id, stamp, now) {
      // Kept one ms past the last moment the id is live (expiry inclusive), measured on the api clock.
      const ttlMs = expiryOf(stamp, now, windowMs) - now + 1;
      return (await redis.set(`site:request-id:${id}`, '1', 'PX', ttlMs, 'NX')) === 'OK' ? 'fresh' : 'replay';
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
