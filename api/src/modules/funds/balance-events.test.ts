import type { AddressInfo } from 'node:net';
import { MsgId, venueTransfer, type ServerFrame } from '@site/shared';
import { LiveTestClient } from '../../live/live-test-client';
import { testApp, type TestApp } from '../../test-support';

const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;

let t: TestApp;
let live: LiveTestClient | null = null;
beforeEach(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  live?.close();
  live = null;
  await t.app.close();
});

describe('balance events after a money move', () => {
  it('pushes the new centre balance and venue total on balance:<memberId> once the transfer committed', async () => {
    expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
    const jwt = (await t.browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
    const { port } = t.app.server.address() as AddressInfo;
    live = await LiveTestClient.connect(`http://127.0.0.1:${port}`);
    live.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token: jwt } });
    const login = await live.next(is(MsgId.LOGIN_SUCCESS));
    const memberId = login.msgId === MsgId.LOGIN_SUCCESS ? login.msgData.memberId : '';
    live.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'balance', key: memberId } });
    live.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
    await live.next(is(MsgId.HEARTBEAT));

    const moved = await t.browser.post(venueTransfer, { channelCode: 'crty', amount: '100.5', ty: 1 }, { headers: { 'idempotency-key': 'balance-event-1' } });
    expect(moved.code).toBe(6000);
    const push = await live.next(is(MsgId.TOPIC_PUSH));
    expect(push.msgData).toEqual({ topic: 'balance', key: memberId, data: { centerWalletBalance: moved.data.centerWalletBalance, totalMoney: 100.5 } });

    // A refused move pushes nothing.
    const refused = await t.browser.post(venueTransfer, { channelCode: 'crty', amount: '99999', ty: 1 }, { headers: { 'idempotency-key': 'balance-event-2' } });
    expect(refused.code).not.toBe(6000);
    await expect(live.next(is(MsgId.TOPIC_PUSH), 300)).rejects.toThrow('no matching frame arrived');
  });
});
