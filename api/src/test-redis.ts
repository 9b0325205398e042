import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';

/** For api tests only: polls check every stepMs until it holds, at most `tries` times (bounded), else throws naming what. */
export async function untilTrue(check: () => Promise<boolean> | boolean, what: string, tries = 150, stepMs = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const REDIS_BIN = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

export interface TestRedis {
  url: string;
  stop(): void;
}

/**
 * A throwaway redis-server on a loopback port for the tests of several api instances (npm test installs
 * redis-server with apt-get when it is missing): nothing saved, answered once it replies to PING.
 */
export async function startTestRedis(port: number): Promise<TestRedis> {
  if (!REDIS_BIN) throw new Error('redis-server is not installed: npm test installs it (apt-get install redis-server)');
  const url = `redis://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  await untilTrue(async () => {
    try {
      if (probe.status !== 'ready') await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      probe.disconnect();
      return false;
    }
  }, 'redis-server to answer');
  probe.disconnect();
  return { url, stop: () => server.kill('SIGTERM') };
}
