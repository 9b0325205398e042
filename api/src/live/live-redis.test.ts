import { throwawayDataDir } from '../test-support';
import { Redis } from 'ioredis';
import { MsgId, type ServerFrame } from '@site/shared';
import { buildApp, type App } from '../app';
import { startTestRedis, untilTrue, type TestRedis } from '../test-redis';
import { LIVE_CHANNEL } from './hub';
import { liveOf } from './install-live';
import { LiveTestClient } from './live-test-client';

// Live messages across instances: two api instances on two loopback ports and a Redis
// started here (npm test installs redis-server with apt-get when it is missing).
const REDIS_PORT = 8352;
const PORTS = [8350, 8351] as const;

let redis: TestRedis;
let REDIS_URL = '';
let apps: App[] = [];
const clients: LiveTestClient[] = [];
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;

async function guestOn(port: number): Promise<LiveTestClient> {
  const c = await LiveTestClient.connect(`http://127.0.0.1:${port}`);
  clients.push(c);
  c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
  await c.next(is(MsgId.GUEST_LOGIN_SUCCESS));
  return c;
}
async function watch(c: LiveTestClient, key: string) {
  c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key } });
  c.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
  await c.next(is(MsgId.HEARTBEAT));
}
/** One sport batch: a price change of match matchId's home side. */
const odds = (matchId: string, hkMilli: number) => ({ seq: 1, at: 1, d: [{ id: matchId, o: [[`${matchId}:M:H`, hkMilli] as [string, number]] }] });

beforeAll(async () => {
  redis = await startTestRedis(REDIS_PORT);
  REDIS_URL = redis.url;
  apps = [];
  for (const port of PORTS) {
    const app = await buildApp({
      dataDir: throwawayDataDir(),
      dbFile: ':memory:',
      dev: true,
      redisUrl: REDIS_URL,
      leaderTtlMs: 600,
      sports: { manual: true, matches: 20 },
    });
    await app.app.listen({ port, host: '127.0.0.1' });
    apps.push(app);
  }
}, 30_000);
afterEach(() => clients.splice(0).forEach((c) => c.close()));
afterAll(async () => {
  await Promise.all(apps.map((a) => a.app.close()));
  redis?.stop();
});

describe('live messages across instances (Redis)', () => {
  it('a message published on one instance reaches a socket of the other (and of its own)', async () => {
    const onB = await guestOn(PORTS[1]);
    const onA = await guestOn(PORTS[0]);
    await watch(onB, 'm1');
    await watch(onA, 'm1');
    expect(await liveOf(apps[0].app).publish('sport', 'm1', odds('m1', 1900))).toBe(true);
    expect((await onB.next(is(MsgId.TOPIC_PUSH))).msgData).toEqual({ topic: 'sport', key: 'm1', data: odds('m1', 1900) });
    expect((await onA.next(is(MsgId.TOPIC_PUSH))).msgData).toMatchObject({ key: 'm1' });
  });

  it('drops a bad message on the channel and keeps delivering good ones', async () => {
    const onB = await guestOn(PORTS[1]);
    await watch(onB, 'm2');
    const raw = new Redis(REDIS_URL);
    await raw.publish(LIVE_CHANNEL, 'not json');
    await raw.publish(LIVE_CHANNEL, JSON.stringify({ topic: 'sport', key: 'm2', data: { wrong: true } }));
    await raw.quit();
    await liveOf(apps[0].app).publish('sport', 'm2', odds('m2', 3100));
    expect((await onB.next(is(MsgId.TOPIC_PUSH))).msgData).toEqual({ topic: 'sport', key: 'm2', data: odds('m2', 3100) });
    expect(onB.bad).toEqual([]);
  });

  it('bad frames from one client do not disconnect the clients of either instance', async () => {
    const rude = await guestOn(PORTS[0]);
    const onA = await guestOn(PORTS[0]);
    const onB = await guestOn(PORTS[1]);
    await watch(onA, 'm3');
    await watch(onB, 'm3');
    ['{', '{"msgId":"0"}', '{"msgId":20001,"msgData":{}}'].forEach((f) => rude.send(f));
    await liveOf(apps[1].app).publish('sport', 'm3', odds('m3', 1200));
    await onA.next(is(MsgId.TOPIC_PUSH));
    await onB.next(is(MsgId.TOPIC_PUSH));
    expect([rude.closed, onA.closed, onB.closed]).toEqual([false, false, false]);
  });

  it('runs a producer on one instance only, and on the other once the leader is gone', async () => {
    const running = new Set<number>();
    const stops = apps.map((a, i) =>
      liveOf(a.app).lead('test-producer', () => {
        running.add(i);
        return () => void running.delete(i);
      }),
    );
    await untilTrue(() => running.size === 1, 'one leader');
    const leader = [...running][0];
    await stops[leader]();
    await untilTrue(() => running.size === 1 && !running.has(leader), 'the other instance to take the lead');
    await stops[1 - leader]();
    expect(running.size).toBe(0);
  });
});
