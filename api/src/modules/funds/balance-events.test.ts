import type { AddressInfo } from 'node:net';
import {
  betPlace,
  bindFromDeposit,
  claimPromotion,
  getBalance,
  joinActivity,
  MsgId,
  pay,
  promotionConfig,
  recycle,
  SPORT_TYPES,
  venueLaunch,
  venueTransfer,
  withdrawNew,
  type ServerFrame,
} from '@site/shared';
import { LiveTestClient } from '../../live/live-test-client';
import { openOneXTwoPick } from '../sports/test-support/open-pick';
import { testApp, testClock, type TestApp } from '../../test-support';
import { insertCard } from '../cards/card-queries';
import { readSiteConfig, writeSiteConfig } from '../site/site-config';

const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;

let t: TestApp;
let live: LiveTestClient | null = null;
let memberId = '';
let keys = 0;
const money = () => ({ headers: { 'idempotency-key': `balance-event-${++keys}`.padEnd(24, '0') } });

/** A fresh app (manual sports: the bet test places against a still board), demo02 logged in and watching balance:<id>. */
async function watchedApp(): Promise<void> {
  const clock = testClock();
  t = await testApp({ clock, app: { sports: { manual: true, seed: 3, matches: 20, clockSpeed: 1200, startAt: clock.now() } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  const jwt = (await t.browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
  const { port } = t.app.server.address() as AddressInfo;
  live = await LiveTestClient.connect(`http://127.0.0.1:${port}`);
  live.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token: jwt } });
  const login = await live.next(is(MsgId.LOGIN_SUCCESS));
  memberId = login.msgId === MsgId.LOGIN_SUCCESS ? login.msgData.memberId : '';
  live.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'balance', key: memberId } });
  live.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
  await live.next(is(MsgId.HEARTBEAT));
}

/** The next balance push, checked against the balance the wallet calls answer now. */
async function pushedBalance(): Promise<{ centerWalletBalance: number; totalMoney: number }> {
  const push = await live!.next(is(MsgId.TOPIC_PUSH));
  const center = (await t.browser.post(getBalance, {})).data.centerWalletBalance as number;
  const data = push.msgId === MsgId.TOPIC_PUSH ? (push.msgData.data as { centerWalletBalance: number; totalMoney: number }) : null;
  expect(push.msgData).toMatchObject({ topic: 'balance', key: memberId });
  expect(data?.centerWalletBalance).toBe(center);
  return data!;
}

beforeEach(watchedApp);
afterEach(async () => {
  live?.close();
  live = null;
  await t.app.close();
});

describe('balance events after a money move', () => {
  it('pushes the new centre balance and venue total on balance:<memberId> once the transfer committed; a refused move pushes nothing', async () => {
    const moved = await t.browser.post(venueTransfer, { channelCode: 'crty', amount: '100.5', ty: 1 }, money());
    expect(moved.code).toBe(6000);
    expect(await pushedBalance()).toEqual({ centerWalletBalance: moved.data.centerWalletBalance, totalMoney: 100.5 });

    const refused = await t.browser.post(venueTransfer, { channelCode: 'crty', amount: '99999', ty: 1 }, money());
    expect(refused.code).not.toBe(6000);
    await expect(live!.next(is(MsgId.TOPIC_PUSH), 300)).rejects.toThrow('no matching frame arrived');
  });

  it('a withdrawal request pushes the centre wallet without the locked money, and so does its approval and a recycle', async () => {
    const c = await readSiteConfig(t.db);
    await writeSiteConfig(t.db, { flags: { ...c.flags, withdrawalPassword: false } });
    const id = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
    const card = await insertCard(t.db, {
      member_id: id,
      kind: 'bank',
      bank_code: 'ICBC',
      bank_name: '中国工商银行',
      number: '6222020200112233445',
      holder: '李四',
      network: null,
      created_at: t.clock.now(),
    });
    expect((await t.browser.post(withdrawNew, { accountId: Number(card!.id), amount: '50' }, money())).code).toBe(6000);
    expect((await pushedBalance()).centerWalletBalance).toBe(950);
    // Approved outside any contract call (the dev control runs the auto-approver's decision).
    const approved = await t.app.inject({ method: 'POST', url: '/dev/withdraw/approve', payload: { name: 'demo02' } });
    expect(approved.json()).toMatchObject({ code: 6000, data: { approved: 1 } });
    expect((await pushedBalance()).centerWalletBalance).toBe(950);

    expect((await t.browser.post(venueTransfer, { channelCode: 'crty', amount: '30', ty: 1 }, money())).code).toBe(6000);
    expect(await pushedBalance()).toEqual({ centerWalletBalance: 920, totalMoney: 30 });
    expect((await t.browser.post(recycle, {}, money())).code).toBe(6000);
    expect(await pushedBalance()).toEqual({ centerWalletBalance: 950, totalMoney: 0 });
  });

  it('a promotion claim and a deposit confirmed by the gateway push the new balance', async () => {
    const list = (await t.browser.post(promotionConfig, {})).data.list as { id: number; kind: string }[];
    const sign = list.find((p) => p.kind === 'signGift')!.id;
    const joined = await t.browser.post(joinActivity, { id: sign });
    expect([joined.code, joined.message]).toEqual([6000, '报名成功']);
    const claimed = await t.browser.post(claimPromotion, { id: sign, item: 'sign' }, money());
    expect([claimed.code, claimed.message]).toEqual([6000, '领取成功，2.00 元已发放到中心钱包']);
    expect((await pushedBalance()).centerWalletBalance).toBe(1002);

    expect((await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' })).code).toBe(6000);
    const order = await t.browser.post(pay, { payCode: 'BANK', amount: '300' });
    expect(order.code).toBe(6000);
    const [path, query] = String(order.data.gatewayUrl).split('?');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${path}/confirm?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await pushedBalance()).centerWalletBalance).toBeGreaterThan(1002);
  });

  it('a sports bet placement pushes the venue total after the stake', async () => {
    const launched = await t.browser.post(venueLaunch, { enName: 'crty', gameCode: '' }, money());
    expect(launched.code).toBe(6000);
    const uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
    expect((await t.browser.post(venueTransfer, { channelCode: 'crty', amount: '100', ty: 1 }, money())).code).toBe(6000);
    expect((await pushedBalance()).totalMoney).toBe(100);
    // A match not yet under way with an open 1X2 market, of any sport: today's boards, else the early ones.
    const boards = (['FT', 'FU'] as const).flatMap((showType) => SPORT_TYPES.map((gameType) => ({ gameType, showType })));
    const pick = (await openOneXTwoPick(t.browser, uid, boards))!;
    const placed = await t.browser.post(betPlace, { uid, autoAccept: true, kind: 'single', picks: [pick], unitStake: '20' }, money());
    expect(placed.code).toBe(6000);
    expect((await pushedBalance()).totalMoney).toBe(80);
  });
});
