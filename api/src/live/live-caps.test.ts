import { LIVE_CLOSE_REASON, LiveCloseCode, MsgId, type ServerFrame } from '@site/shared';
import { untilTrue } from '../test-redis';
import { testApp, type TestApp } from '../test-support';
import { liveOf } from './install-live';
import { LiveTestClient } from './live-test-client';

// The api's address once it listens (a free loopback port).
let base = '';
const CAPS = { perAddress: 4, perMember: 2 };

let t: TestApp;
const clients: LiveTestClient[] = [];
const connect = async () => {
  const c = await LiveTestClient.connect(base);
  clients.push(c);
  return c;
};
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;
/** Answered a heartbeat: the socket is open and counted. */
const alive = async (c: LiveTestClient) => {
  c.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
  await c.next(is(MsgId.HEARTBEAT));
};

beforeAll(async () => {
  t = await testApp({ app: { liveCaps: CAPS } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  const open = clients.splice(0);
  await Promise.all(open.map((c) => (c.closed ? undefined : (c.close(), c.whenClosed()))));
});
afterAll(async () => t.app.close());

describe('the live socket caps', () => {
  it('closes the socket past the cap of one address with its close code and reason; a closed one frees its place', async () => {
    const held = [];
    for (let i = 0; i < CAPS.perAddress; i++) held.push(await connect());
    await Promise.all(held.map(alive));
    const extra = await connect();
    expect(await extra.whenClosed()).toEqual({
      code: LiveCloseCode.TOO_MANY_FROM_ADDRESS,
      reason: LIVE_CLOSE_REASON[LiveCloseCode.TOO_MANY_FROM_ADDRESS],
    });
    expect(liveOf(t.app).sockets()).toHaveLength(CAPS.perAddress);
    const first = held[0]!;
    first.close();
    await first.whenClosed();
    await untilTrue(() => liveOf(t.app).sockets().length < CAPS.perAddress, 'the api to let the closed socket go');
    await alive(await connect());
  });

  it('closes a member login past the cap of one member; guests and the member elsewhere stay', async () => {
    expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
    const token = (await t.browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
    const member = async () => {
      const c = await connect();
      c.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token } });
      return c;
    };
    for (let i = 0; i < CAPS.perMember; i++) await (await member()).next(is(MsgId.LOGIN_SUCCESS));
    const extra = await member();
    expect(await extra.whenClosed()).toEqual({
      code: LiveCloseCode.TOO_MANY_FOR_MEMBER,
      reason: LIVE_CLOSE_REASON[LiveCloseCode.TOO_MANY_FOR_MEMBER],
    });
    const guest = await connect();
    guest.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
    await guest.next(is(MsgId.GUEST_LOGIN_SUCCESS));
    expect(
      liveOf(t.app)
        .sockets()
        .filter((s) => s.login === 'member'),
    ).toHaveLength(CAPS.perMember);
  });
});
