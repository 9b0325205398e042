import { matchDetail, MsgId, sportBatchSchema, sportMatches, venueLaunch, type Match, type ResponseOf, type ServerFrame, type SportBatch } from '@site/shared';
import { LiveTestClient } from '../../live/live-test-client';
import { testApp, testClock, type TestApp, type TestBrowser } from '../../test-support';
import { applyDelta } from './board-copy';
import { resultOf } from './feed-store';
import { sportsFeedOf } from './sports';

const PORT = 8102;
let t: TestApp;
let member: TestBrowser;
let uid = '';
let keys = 0;

type Snapshot = ResponseOf<typeof sportMatches>;

beforeAll(async () => {
  // Two match minutes a tick: matches finish within a few hundred ticks.
  const clock = testClock();
  t = await testApp({ clock, app: { sports: { manual: true, seed: 3, matches: 60, clockSpeed: 1200, startAt: clock.now() } } });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, { headers: { 'idempotency-key': `sport-launch-${++keys}` } });
  expect(launched.code).toBe(6000);
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
});
afterAll(async () => t.app.close());

const snapshot = (body: Record<string, unknown>, browser = member) => browser.post<Snapshot>(sportMatches, { uid, gameType: 'ALL', showType: 'RB', ...body });
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;
/** The seq the football in-play board is at, as a snapshot says. */
const boardSeq = async () => sportMatches.response.parse((await snapshot({ gameType: 'FT' })).data).seqs['FT.RB']!;
/** A socket logged in as a guest. */
async function guestSocket(): Promise<LiveTestClient> {
  const c = await LiveTestClient.connect(`http://127.0.0.1:${PORT}`);
  c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
  await c.next(is(MsgId.GUEST_LOGIN_SUCCESS));
  return c;
}
/** Runs the feed n ticks. */
async function feedSteps(n: number): Promise<void> {
  const feed = sportsFeedOf(t.app);
  for (let i = 0; i < n; i++) await feed.step();
}

describe('sportMatches (the snapshot)', () => {
  it('answers leagues and matches of a show type by the contract, with the counts and each board seq', async () => {
    const out = await snapshot({});
    expect(out.code).toBe(6000);
    const parsed = sportMatches.response.parse(out.data);
    expect(parsed.matches.length).toBeGreaterThan(0);
    expect(parsed.matches.every((m) => m.showType === 'RB' && m.isLive)).toBe(true);
    expect(Object.keys(parsed.seqs).sort()).toEqual(['BK.RB', 'BS.RB', 'FT.RB', 'OP.RB', 'SK.RB', 'TN.RB', 'TT.RB', 'VB.RB', 'VF.RB']);
    // Main markets only inline; every league entry counts its matches.
    expect(parsed.matches.flatMap((m) => m.markets.map((k) => k.kind)).every((k) => ['M', 'R', 'OU', 'EO', 'FS'].includes(k))).toBe(true);
    for (const l of parsed.leagues) {
      expect(l.id).toBe(`${l.gameType}-${l.league_id}`);
      expect(l.leagueId).toBe(l.league_id);
      expect(l.count).toBe(parsed.matches.filter((m) => m.league_id === l.league_id && m.gameType === l.gameType).length);
    }
    const total = Object.values(parsed.counts).reduce((sum, byShow) => sum + byShow.RB, 0);
    expect(total).toBe(parsed.matches.length);
  });

  it('filters by sport type and by quick league, keeping the other leagues as not shown', async () => {
    const football = sportMatches.response.parse((await snapshot({ gameType: 'FT', showType: 'FT' })).data);
    expect(Object.keys(football.seqs)).toEqual(['FT.FT']);
    expect(football.matches.every((m) => m.gameType === 'FT' && m.showType === 'FT' && m.gameStatus === 'prematch')).toBe(true);
    const some = football.leagues[0]!.league_id;
    const filtered = sportMatches.response.parse((await snapshot({ gameType: 'FT', showType: 'FT', leagueIds: [some] })).data);
    expect(filtered.matches.length).toBeGreaterThan(0);
    expect(filtered.matches.every((m) => m.league_id === some)).toBe(true);
    expect(filtered.leagues.filter((l) => l.isShow).map((l) => l.league_id)).toEqual([some]);
    expect(filtered.leagues.length).toBe(football.leagues.length);
    const champion = sportMatches.response.parse((await snapshot({ gameType: 'ALL', showType: 'FSFU' })).data);
    expect(Object.keys(champion.seqs)).toEqual(['FS.FSFU']);
    expect(champion.matches.every((m) => m.markets[0]?.kind === 'FS' && m.markets[0].selections.every((s) => /^T\d+$/.test(s.key) && s.name !== ''))).toBe(
      true,
    );
  });

  it('refuses a bad uid with 6302 and a guest with 6001', async () => {
    for (const bad of ['nope', 'a'.repeat(48), '0'.repeat(48)]) {
      expect(await snapshot({ uid: bad })).toMatchObject({ code: 6302, message: '数据错误，请重新进入游戏' });
    }
    // A token of another venue is not the sport venue's uid.
    const other = await member.post(venueLaunch, { enName: 'AGZR', gameCode: '' }, { headers: { 'idempotency-key': `sport-launch-${++keys}` } });
    const otherToken = /token=([0-9a-f]+)/.exec(other.data.url)?.[1] ?? '';
    expect(await snapshot({ uid: otherToken })).toMatchObject({ code: 6302, message: '数据错误，请重新进入游戏' });
    expect((await snapshot({}, t.newBrowser())).code).toBe(6001);
  });
});

describe('matchDetail', () => {
  it('answers every market of a match, and 6303 for an unknown one', async () => {
    const snap = sportMatches.response.parse((await snapshot({ gameType: 'FT', showType: 'RB' })).data);
    const m = snap.matches[0]!;
    const out = await member.post(matchDetail, { uid, gameId: m.gameId });
    expect(out.code).toBe(6000);
    const detail = matchDetail.response.parse(out.data);
    expect(detail.match.markets.map((k) => k.kind)).toEqual(['M', 'R', 'OU', 'EO', 'HM', 'HR', 'HOU']);
    expect(detail.seq).toBe(snap.seqs['FT.RB']);
    expect(await member.post(matchDetail, { uid, gameId: 'no-such-match' })).toMatchObject({ code: 6303, message: '赛事不存在或已结束' });
    expect((await member.post(matchDetail, { uid: 'bad', gameId: m.gameId })).code).toBe(6302);
    expect((await t.newBrowser().post(matchDetail, { uid, gameId: m.gameId })).code).toBe(6001);
  });
});

describe('the live feed', () => {
  it('sends batches of a subscribed board over the socket, in seq order from the snapshot, that keep a copy equal to a new snapshot', async () => {
    const c = await guestSocket();
    try {
      c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } });
      c.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
      await c.next(is(MsgId.HEARTBEAT));
      const before = sportMatches.response.parse((await snapshot({ gameType: 'FT' })).data);
      const copy = new Map<string, Match>(before.matches.map((m) => [m.gameId, structuredClone(m)]));
      let seq = before.seqs['FT.RB']!;
      await feedSteps(40);
      const after = sportMatches.response.parse((await snapshot({ gameType: 'FT' })).data);
      expect(after.seqs['FT.RB']).toBeGreaterThan(seq);
      while (seq < after.seqs['FT.RB']!) {
        const frame = await c.next((f) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'sport');
        if (frame.msgId !== MsgId.TOPIC_PUSH || frame.msgData.topic !== 'sport') throw new Error('not a sport push');
        expect(frame.msgData.key).toBe('FT.RB');
        const batch: SportBatch = sportBatchSchema.parse(frame.msgData.data);
        expect(batch.seq).toBe(seq + 1);
        seq = batch.seq;
        batch.remove?.forEach((id) => copy.delete(id));
        batch.add?.forEach((m) => copy.set(m.gameId, m));
        for (const d of batch.d) {
          const m = copy.get(d.id);
          if (m) applyDelta(m, d);
        }
      }
      // The page's copy (main markets: prices of other markets are ignored) equals the new snapshot.
      const main = (m: Match) => ({ ...m, markets: m.markets.filter((k) => ['M', 'R', 'OU', 'EO', 'FS'].includes(k.kind)) });
      expect([...copy.values()].map(main).sort((a, b) => a.gameId.localeCompare(b.gameId))).toEqual(
        after.matches.sort((a, b) => a.gameId.localeCompare(b.gameId)),
      );
      expect(c.bad).toEqual([]);
    } finally {
      c.close();
    }
  });

  it("answers a board's subscription with the seq it is at, so a page holding an older snapshot knows it missed batches", async () => {
    const c = await guestSocket();
    try {
      const taken = await boardSeq();
      await feedSteps(40);
      const now = await boardSeq();
      expect(now).toBeGreaterThan(taken);
      c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } });
      expect((await c.next(is(MsgId.SUBSCRIBED))).msgData).toEqual({ topic: 'sport', key: 'FT.RB', seq: now });
      // Subscribed again (a reconnect's re-send on the same socket): the same answer, at the seq of now.
      await feedSteps(1);
      const later = await boardSeq();
      c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } });
      expect((await c.next(is(MsgId.SUBSCRIBED))).msgData).toEqual({ topic: 'sport', key: 'FT.RB', seq: later });
      expect(c.bad).toEqual([]);
    } finally {
      c.close();
    }
  });

  it('resumes a subscription from where its page stands: the batches since come first, then the answer at the seq they reach', async () => {
    const c = await guestSocket();
    try {
      const taken = await boardSeq();
      await feedSteps(20);
      const now = await boardSeq();
      expect(now).toBeGreaterThan(taken);
      c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB', from: taken } });
      const seqs: number[] = [];
      for (;;) {
        const frame = await c.next((f) => f.msgId === MsgId.SUBSCRIBED || (f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'sport'));
        if (frame.msgId === MsgId.SUBSCRIBED) {
          expect(frame.msgData).toEqual({ topic: 'sport', key: 'FT.RB', seq: now });
          break;
        }
        if (frame.msgId === MsgId.TOPIC_PUSH) seqs.push(sportBatchSchema.parse(frame.msgData.data).seq);
      }
      expect(seqs).toEqual(Array.from({ length: now - taken }, (_, i) => taken + 1 + i));
      // A page already at the board's seq is sent no batch before its answer.
      c.send({ msgId: MsgId.UNSUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB' } });
      c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB', from: now } });
      const next = await c.next((f) => f.msgId === MsgId.SUBSCRIBED || f.msgId === MsgId.TOPIC_PUSH);
      expect(next).toMatchObject({ msgId: MsgId.SUBSCRIBED, msgData: { seq: now } });
      expect(c.bad).toEqual([]);
    } finally {
      c.close();
    }
  });

  it('stores the final result of every match that finished, and its detail answers 6303 after', async () => {
    const feed = sportsFeedOf(t.app);
    const finished: string[] = [];
    for (let i = 0; i < 300 && finished.length < 3; i++) {
      const r = await feed.step();
      r?.finished.forEach((f) => finished.push(f.gameId));
    }
    expect(finished.length).toBeGreaterThan(0);
    for (const gameId of finished) {
      const row = await resultOf(t.db, gameId);
      expect(row).toMatchObject({ game_id: gameId });
      expect(['H', 'C', 'N'].includes(row!.winner) || /^T\d+$/.test(row!.winner)).toBe(true);
      expect((await member.post(matchDetail, { uid, gameId })).code).toBe(6303);
    }
  });
});
