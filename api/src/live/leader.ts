import { Redis } from 'ioredis';
import { redactUrl, type LiveLog } from './hub';

/** A producer's running part; stop() ends it (when leadership is lost or the app closes). */
export type StopTask = () => void | Promise<void>;

/**
 * Runs a producer (the sports simulator, ...) once across instances. In-process every instance is
 * the leader; with Redis one instance holds a lock with renewals and the others wait for it.
 */
export interface Leadership {
  /** Runs start() while this instance leads name; returns a function that gives the lead up. */
  run(name: string, start: () => StopTask): () => Promise<void>;
  close(): Promise<void>;
}

export function inProcessLeadership(): Leadership {
  const stops = new Set<() => Promise<void>>();
  return {
    run(_name, start) {
      const stopTask = start();
      const stop = async () => {
        if (!stops.delete(stop)) return;
        await stopTask();
      };
      stops.add(stop);
      return stop;
    },
    close: async () => {
      await Promise.all([...stops].map((s) => s()));
    },
  };
}

/** Owner-checked renewal and release (a lock is only touched by the instance that holds it). */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface RedisLeadershipOptions {
  /** How long a lock lives without renewal; renewed (or retried) every third of it. */
  ttlMs?: number;
}

export async function redisLeadership(url: string, owner: string, log: LiveLog, opts: RedisLeadershipOptions = {}): Promise<Leadership> {
  const ttlMs = opts.ttlMs ?? 10_000;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', (e: Error) => log('redis leader error', e.message));
  try {
    await redis.connect();
  } catch (e) {
    redis.disconnect();
    throw new Error(`cannot reach Redis at REDIS_URL (${redactUrl(url)}): ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const stops = new Set<() => Promise<void>>();

  return {
    run(name, start) {
      const key = `site:leader:${name}`;
      let stopTask: StopTask | null = null;
      let ended = false;
      const tick = async () => {
        try {
          if (stopTask) {
            const kept = await redis.eval(RENEW, 1, key, owner, String(ttlMs));
            if (kept !== 1 && stopTask) {
              log(`lost the lead of ${name}`);
              const s = stopTask;
              stopTask = null;
              await s();
            }
          } else {
            const got = await redis.set(key, owner, 'PX', ttlMs, 'NX');
            if (got === 'OK' && !ended) stopTask = start();
            else if (got === 'OK') await redis.eval(RELEASE, 1, key, owner);
          }
        } catch (e) {
          log(`leader ${name} check failed`, e instanceof Error ? e.message : e);
        }
      };
      void tick();
      const timer = setInterval(() => void tick(), Math.max(100, Math.floor(ttlMs / 3)));
      timer.unref();
      const stop = async () => {
        if (!stops.delete(stop)) return;
        ended = true;
        clearInterval(timer);
        if (stopTask) {
          const s = stopTask;
          stopTask = null;
          await s();
          await redis.eval(RELEASE, 1, key, owner).catch(() => undefined);
        }
      };
      stops.add(stop);
      return stop;
    },
    close: async () => {
      await Promise.all([...stops].map((s) => s()));
      await redis.quit().catch(() => undefined);
    },
  };
}
