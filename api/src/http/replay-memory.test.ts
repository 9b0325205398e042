import { startTestRedis, type TestRedis } from '../test-redis';
import { testApp, type TestApp } from '../test-support';
import { databaseReplayMemory, redisReplayMemory, type ReplayMemory } from './replay-memory';

const WINDOW = 60_000;
const REDIS_PORT = 8377;

/** The rules every memory keeps, whatever holds the ids. */
function keepsTheWindow(memoryOf: () => ReplayMemory) {
  it('accepts no id twice while its timestamp is inside the window, whatever timestamp the replay carries', async () => {
    const memory = memoryOf();
    const t0 = 5_000_000;
    expect(await memory.firstUse('a', t0, t0)).toBe('fresh');
    for (let dt = 0; dt <= WINDOW; dt += 10_000) {
      expect(await memory.firstUse('a', t0, t0 + dt)).toBe('replay');
      expect(await memory.firstUse('a', t0 + dt, t0 + dt)).toBe('replay');
    }
    // A stamp from the future is remembered until it leaves the window too.
    expect(await memory.firstUse('b', t0 + WINDOW, t0)).toBe('fresh');
    expect(await memory.firstUse('b', t0 + WINDOW, t0 + 2 * WINDOW - 1)).toBe('replay');
  });
}

describe('the replay memory in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.app.close());

  keepsTheWindow(() => databaseReplayMemory(t.db, WINDOW));

  it('claims an id again once its window has passed, and is one memory for every instance on the database', async () => {
    const one = databaseReplayMemory(t.db, WINDOW);
    const other = databaseReplayMemory(t.db, WINDOW);
    const t0 = 9_000_000;
    expect(await one.firstUse('shared', t0, t0)).toBe('fresh');
    expect(await other.firstUse('shared', t0, t0 + 1)).toBe('replay');
    expect(await other.firstUse('shared', t0 + WINDOW + 1, t0 + WINDOW + 1)).toBe('fresh');
    expect(await one.firstUse('shared', t0 + WINDOW + 1, t0 + WINDOW + 2)).toBe('replay');
    const row = await t.db.selectFrom('request_id').select('expires_at').where('id', '=', 'shared').executeTakeFirstOrThrow();
    expect(Number(row.expires_at)).toBe(t0 + 2 * WINDOW + 1);
  });
});

describe('the replay memory in Redis', () => {
  let redis: TestRedis;
  let memory: ReplayMemory;
  beforeAll(async () => {
    redis = await startTestRedis(REDIS_PORT);
    memory = await redisReplayMemory(redis.url, WINDOW);
  });
  afterAll(async () => {
    await memory.close();
    redis.stop();
  });

  keepsTheWindow(() => memory);

  it('is one memory for every instance on the Redis', async () => {
    const other = await redisReplayMemory(redis.url, WINDOW);
    try {
      expect(await memory.firstUse('r-shared', 1_000, 1_000)).toBe('fresh');
      expect(await other.firstUse('r-shared', 1_000, 2_000)).toBe('replay');
    } finally {
      await other.close();
    }
  });
});
