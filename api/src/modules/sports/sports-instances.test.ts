import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sportMatches, venueLaunch, type ResponseOf } from '@site/shared';
import { buildApp, type App } from '../../app';
import { startTestRedis, untilTrue, type TestRedis } from '../../test-redis';
import { TEST_SECRETS, TestBrowser, testClock, testDatabase, type TestDatabase } from '../../test-support';
import { sportsFeedOf } from './sports';

// "Any instance answers snapshots correctly": two api instances on one database and a Redis started here.
const REDIS_PORT = 8106;

let redis: TestRedis;
let database: TestDatabase;
let dataDir: string;
const clock = testClock();
const apps: App[] = [];

const instance = () =>
  buildApp({
    dataDir,
    dbFile: database.dbFile,
    databaseUrl: database.databaseUrl,
    dev: true,
    seedDemo: true,
    secrets: TEST_SECRETS,
    now: clock.now,
    redisUrl: redis.url,
    // Long enough to outlast the leader's own work on a loaded machine (both instances share this process: thirty
    // feed steps can hold its event loop past a short lease, and the follower would then take over mid-run). The
    // leader that closes releases its lock, so the takeover below waits only for the follower's next check.
    leaderTtlMs: 5000,
    sports: { manual: true, seed: 5, matches: 40, clockSpeed: 600, startAt: clock.now() },
  });

beforeAll(async () => {
  redis = await startTestRedis(REDIS_PORT);
  database = await testDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-sports-instances-'));
  apps.push(await instance());
  apps.push(await instance());
}, 30_000);

afterAll(async () => {
  await Promise.all(apps.map((a) => a.app.close()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  redis?.stop();
});

describe('the sports feed on two instances', () => {
  it('runs on one; the other catches up from the checkpoint, follows the batches and answers the same snapshot; a new leader goes on with the run', async () => {
    await untilTrue(() => apps.filter((a) => sportsFeedOf(a.app).producer() !== null).length === 1, 'one leader');
    const leaderIndex = apps.findIndex((a) => sportsFeedOf(a.app).producer() !== null);
    const leader = sportsFeedOf(apps[leaderIndex]!.app);
    const follower = sportsFeedOf(apps[1 - leaderIndex]!.app);
    for (let i = 0; i < 30; i++) await leader.step();
    const leaderSeqs = () => leader.board.snapshot({ gameType: 'ALL', showType: 'RB' }).seqs;
    await untilTrue(async () => {
      await follower.catchUp();
      return follower.board.inStep() && JSON.stringify(follower.board.snapshot({ gameType: 'ALL', showType: 'RB' }).seqs) === JSON.stringify(leaderSeqs());
    }, 'the follower to be in step');
    expect(follower.board.snapshot({ gameType: 'ALL', showType: 'RB' })).toEqual(leader.board.snapshot({ gameType: 'ALL', showType: 'RB' }));

    // The snapshot endpoint of the follower answers it too.
    const browser = new TestBrowser(apps[1 - leaderIndex]!.app, clock);
    expect((await browser.login('demo02', 'demo1234')).code).toBe(6000);
    const launched = await browser.post(venueLaunch, { enName: 'crty', gameCode: '' }, { headers: { 'idempotency-key': 'instances-launch-1' } });
    const uid = /uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
    const snap = await browser.post<ResponseOf<typeof sportMatches>>(sportMatches, { uid, gameType: 'FT', showType: 'RB' });
    expect(snap.code).toBe(6000);
    expect(snap.data.matches.map((m) => m.gameId)).toEqual(leader.board.snapshot({ gameType: 'FT', showType: 'RB' }).matches.map((m) => m.gameId));

    // The leader goes: the follower takes the lead and goes on with the same run, seqs continuing.
    const seqBefore = leaderSeqs()['FT.RB']!;
    const idsBefore = new Set(leader.board.snapshot({ gameType: 'FT', showType: 'RB' }).matches.map((m) => m.gameId));
    await apps[leaderIndex]!.app.close();
    apps.splice(leaderIndex, 1);
    await untilTrue(() => follower.producer() !== null, 'the follower to take the lead');
    expect(follower.producer()!.seqOf('FT.RB')).toBe(seqBefore);
    await follower.step();
    const after = follower.board.snapshot({ gameType: 'FT', showType: 'RB' });
    expect(after.matches.filter((m) => idsBefore.has(m.gameId)).length).toBeGreaterThan(0);
  });
});
