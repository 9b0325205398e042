import type { AddressInfo } from 'node:net';
import { MsgId, type ServerFrame, type TrackerState } from '@site/shared';
import { LiveTestClient } from '../../../live/live-test-client';
import { testApp, type TestApp } from '../../../test-support';
import { sportsFeedOf } from '../sports';

let t: TestApp;
let base = '';
const clients: LiveTestClient[] = [];
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;
const trackerPush = (gameId: string) => (f: ServerFrame) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'tracker' && f.msgData.key === gameId;
const stateOf = (f: ServerFrame): TrackerState => (f.msgId === MsgId.TOPIC_PUSH ? (f.msgData.data as TrackerState) : (undefined as never));

async function guest(): Promise<LiveTestClient> {
  const c = await LiveTestClient.connect(base);
  clients.push(c);
  c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
  await c.next(is(MsgId.GUEST_LOGIN_SUCCESS));
  return c;
}

const control = async (body: object) => (await t.app.inject({ method: 'POST', url: '/dev/sport/control', payload: body })).json();

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => clients.splice(0).forEach((c) => c.close()));
afterAll(async () => t.app.close());

describe('赛况 on the live socket', () => {
  it('gives a late subscriber the match tracker as it is now, then each change the dev control makes', async () => {
    const feed = sportsFeedOf(t.app);
    expect(await control({ op: 'freeze' })).toMatchObject({ code: 6000 });
    const m = [...feed.producer()!.sim.boardMatches().values()].flat().find((x) => x.gameType === 'FT' && x.isLive)!;
    expect(await control({ op: 'tracker', gameId: m.gameId, phase: 'danger', side: 'H' })).toMatchObject({ code: 6000 });

    // Subscribed after the change: the state comes right after the answer, not with the next change.
    const c = await guest();
    c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'tracker', key: m.gameId } });
    await c.next(is(MsgId.SUBSCRIBED));
    const now = stateOf(await c.next(trackerPush(m.gameId)));
    expect(now.phase).toEqual({ kind: 'danger', side: 'H' });

    expect(await control({ op: 'tracker', gameId: m.gameId, phase: 'corner', side: 'H' })).toMatchObject({ code: 6000 });
    const corner = stateOf(await c.next(trackerPush(m.gameId)));
    expect(corner.phase).toEqual({ kind: 'corner', side: 'H' });
    expect(corner.seq).toBeGreaterThan(now.seq);
    expect(corner.stats.H.corners).toBe(now.stats.H.corners + 1);
    expect(c.bad).toEqual([]);
  });

  it('answers a subscription of a match with no tracker with its answer alone, and refuses an unknown phase', async () => {
    const c = await guest();
    c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'tracker', key: 'nomatch1' } });
    c.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
    await c.next(is(MsgId.HEARTBEAT));
    expect(c.frames.filter(trackerPush('nomatch1'))).toEqual([]);
    expect(await control({ op: 'tracker', gameId: 'nomatch1', phase: 'goal', side: 'H' })).toMatchObject({ code: 6007 });
    expect(await control({ op: 'tracker', gameId: 'nomatch1', phase: 'attack', side: 'H' })).toMatchObject({ code: 6303 });
  });
});
