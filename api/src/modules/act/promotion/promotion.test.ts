import {
  beijingDay,
  bindFromDeposit,
  claimPromotion,
  confirmInfo,
  getBalance,
  joinActivity,
  MsgId,
  pay,
  PROMOTION_KINDS,
  PROMOTION_MSG,
  promotionConfig,
  PromotionKind,
  promotionVerification,
  withdrawInfo,
  type LandBlock,
  type Promotion,
  type PromotionKind as Kind,
} from '@site/shared';
import { liveOf } from '../../../live/install-live';
import { testApp, type TestApp, type TestBrowser } from '../../../test-support';
import { DEFAULT_ACTIVITIES } from '../../promotion/default-activities';
import { toTaiwan } from '../../../http/language';

let t: TestApp;
let list: Promotion[];
beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  list = (await t.newBrowser().post(promotionConfig, {})).data.list;
});
afterEach(async () => t.app.close());

const idOf = (kind: Kind) => list.find((p) => p.kind === kind)!.id;
let keys = 0;
const claim = (b: TestBrowser, id: number, item: string, key = `promo-test-${++keys}`.padEnd(20, '0')) =>
  b.post(claimPromotion, { id, item }, { headers: { 'idempotency-key': key } });
const center = async (b: TestBrowser = t.browser) => (await b.post(getBalance, {})).data.centerWalletBalance as number;
const rewardTxns = () => t.db.selectFrom('ledger_txn').select('ref').where('kind', '=', 'reward').execute();
const confirmGateway = (gatewayUrl: string) => {
  const [path, query] = gatewayUrl.split('?');
  return t.app.inject({ method: 'POST', url: `${path}/confirm?${query}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
};
async function deposit(b: TestBrowser, amount: string) {
  const order = await b.post(pay, { payCode: 'BANK', amount });
  expect(order.code).toBe(6000);
  expect((await confirmGateway(order.data.gatewayUrl)).statusCode).toBe(200);
  return order.data.orderNo as string;
}
async function otherMember(name: string): Promise<TestBrowser> {
  const b = t.newBrowser();
  b.uuid = `device-${name}`;
  expect((await b.login(name, 'demo1234')).code).toBe(6000);
  return b;
}

describe('promotion/config', () => {
  it('answers a zh-TW client in traditional characters: titles, summaries and the land page’s texts', async () => {
    const tw = (await t.newBrowser().post(promotionConfig, {}, { headers: { 'accept-language': 'zh-TW' } })).data.list as Promotion[];
    const race = tw.find((p) => p.kind === PromotionKind.RACE)!;
    expect(race.title).toBe(toTaiwan(list.find((p) => p.kind === PromotionKind.RACE)!.title));
    expect(race.title).not.toBe(list.find((p) => p.kind === PromotionKind.RACE)!.title);
    const land = tw.find((p) => p.kind === PromotionKind.LAND)!;
    const source = list.find((p) => p.kind === PromotionKind.LAND)!;
    expect(land.summary).toBe(toTaiwan(source.summary));
    const blocks = (r: Promotion['rules']) => (r as { blocks: LandBlock[] }).blocks;
    const expected = blocks(source.rules).map((b) => (b.type === 'list' ? { ...b, items: b.items.map(toTaiwan) } : { ...b, text: toTaiwan(b.text) }));
    expect(blocks(land.rules)).toEqual(expected);
    expect(blocks(land.rules)).not.toEqual(blocks(source.rules));
  });

  it('lists one activity of every kind with its window, category and reward table, for guests too', async () => {
    expect(list.map((p) => p.kind).sort()).toEqual([...PROMOTION_KINDS].sort());
    const first = list.find((p) => p.kind === PromotionKind.FIRST_DEPOSIT)!;
    expect(first).toMatchObject({ category: 'deposit', rules: DEFAULT_ACTIVITIES.firstDeposit.rules, title: DEFAULT_ACTIVITIES.firstDeposit.title });
    expect(first.endAt - first.startAt).toBe(90 * 86_400_000);
    expect((await t.newBrowser().post(promotionConfig, {})).data.joinedIds).toEqual([]);
  });

  it('answers bad bodies with the envelope, never a 500', async () => {
    for (const body of [{ id: 'x' }, { id: 0 }, { id: 1.5 }]) {
      const out = await t.browser.post(promotionVerification, body);
      expect([out.code, out.message]).toEqual([6007, PROMOTION_MSG.activityId]);
    }
    expect((await t.browser.post(promotionVerification, { id: 9999 })).message).toBe(PROMOTION_MSG.missing);
    expect((await t.browser.post(claimPromotion, { id: idOf('signGift'), item: 'sign' })).code).toBe(6007);
    expect((await t.newBrowser().post(joinActivity, { id: idOf('signGift') })).code).toBe(6001);
  });
});

describe('verification and joinActivity', () => {
  it('says why a member is not eligible, in Chinese; joining twice is one join', async () => {
    expect((await t.browser.post(promotionVerification, { id: idOf('againDeposit') })).data).toEqual({
      eligible: false,
      joined: false,
      reason: PROMOTION_MSG.noDepositYet,
    });
    const refused = await t.browser.post(joinActivity, { id: idOf('againDeposit') });
    expect([refused.code, refused.message]).toEqual([6012, PROMOTION_MSG.noDepositYet]);
    expect((await t.browser.post(joinActivity, { id: idOf('activityLandPage') })).message).toBe(PROMOTION_MSG.contentOnly);

    const id = idOf('firstDeposit');
    expect((await t.browser.post(promotionVerification, { id })).data).toEqual({ eligible: true, joined: false, reason: PROMOTION_MSG.eligible });
    const [a, b] = await Promise.all([t.browser.post(joinActivity, { id }), t.browser.post(joinActivity, { id })]);
    expect([a.code, b.code]).toEqual([6000, 6000]);
    t.clock.advance(5000);
    const again = await t.browser.post(joinActivity, { id });
    expect([again.message, again.data.joinedAt]).toEqual([PROMOTION_MSG.alreadyJoined, a.data.joinedAt]);
    expect(await t.db.selectFrom('promotion_join').selectAll().where('promotion_id', '=', id).execute()).toHaveLength(1);
    expect((await t.browser.post(promotionConfig, {})).data.joinedIds).toEqual([id]);
  });

  it('refuses outside the window', async () => {
    t.clock.advance(8 * 86_400_000);
    expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000); // sessions last 7 days
    expect((await t.browser.post(joinActivity, { id: idOf('racePage') })).message).toBe(PROMOTION_MSG.ended);
  });
});

describe('the first-deposit bonus', () => {
  it('is credited once after the deposit with its turnover, joined before it', async () => {
    expect((await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' })).code).toBe(6000);
    const id = idOf('firstDeposit');
    expect((await t.browser.post(joinActivity, { id })).code).toBe(6000);
    const before = await center();
    const orderNo = await deposit(t.browser, '300');
    expect(await center()).toBeCloseTo(before + 300 + 300, 2);
    const info = (await t.browser.post(confirmInfo, { id })).data;
    expect(info.bonus).toMatchObject({ depositFen: 30_000, rewardFen: 30_000, requiredFen: 600_000 });
    expect((await t.browser.post(withdrawInfo, {})).data).toMatchObject({ turnoverRequired: 6000 });
    // A repeated confirmation and a second deposit pay no second bonus.
    const order = await t.db.selectFrom('deposit_order').select('order_no').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(order.order_no).toBe(orderNo);
    await deposit(t.browser, '200');
    expect(await center()).toBeCloseTo(before + 300 + 300 + 200, 2);
    expect(await rewardTxns()).toHaveLength(1);
    // Now the again-deposit bonus is open to this member.
    expect((await t.browser.post(promotionVerification, { id: idOf('againDeposit') })).data.eligible).toBe(true);
  });

  it('pays nothing to a member who did not join before the deposit', async () => {
    await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' });
    await deposit(t.browser, '300');
    expect(await rewardTxns()).toHaveLength(0);
    expect((await t.browser.post(joinActivity, { id: idOf('firstDeposit') })).message).toBe(PROMOTION_MSG.depositedBefore);
  });
});

describe('claims: once under retries and concurrency', () => {
  it('a check-in retried with its key answers the first answer; other keys at once pay nothing more', async () => {
    const id = idOf('signGift');
    expect((await claim(t.browser, id, 'sign')).message).toBe(PROMOTION_MSG.joinFirst);
    await t.browser.post(joinActivity, { id });
    const before = await center();
    const key = 'promo-sign-key-000001';
    const first = await claim(t.browser, id, 'sign', key);
    expect([first.code, first.data]).toEqual([6000, { item: `sign:${beijingDay(t.clock.now())}`, label: '连续签到第1天', rewardFen: 200, credited: true }]);
    expect(first.message).toBe('领取成功，2.00 元已发放到中心钱包');
    const retried = await claim(t.browser, id, 'sign', key);
    expect(retried.data).toEqual(first.data);
    const others = await Promise.all([1, 2, 3, 4].map(() => claim(t.browser, id, 'sign')));
    expect(others.map((o) => o.message)).toEqual(new Array(4).fill(PROMOTION_MSG.signedToday));
    expect(await center()).toBeCloseTo(before + 2, 2);
    expect(await rewardTxns()).toHaveLength(1);
    expect((await t.browser.post(withdrawInfo, {})).data).toMatchObject({ turnoverRequired: 2 });
  });

  it('the next Beijing day continues the streak (dev: history moved back a day)', async () => {
    const id = idOf('signGift');
    await t.browser.post(joinActivity, { id });
    expect((await claim(t.browser, id, 'sign')).code).toBe(6000);
    const moved = await t.app.inject({ method: 'POST', url: '/dev/promotion/sign-back', payload: { name: 'demo02' } });
    expect(moved.json()).toMatchObject({ code: 6000, data: { moved: 1 } });
    const day2 = await claim(t.browser, id, 'sign');
    expect(day2.data).toMatchObject({ label: '连续签到第2天', rewardFen: 300 });
    expect((await t.browser.post(confirmInfo, { id })).data).toMatchObject({ streak: 2, signedToday: true });
  });

  it('new-member tasks are claimable once done, each once', async () => {
    const id = idOf('newTask');
    await t.browser.post(joinActivity, { id });
    expect((await claim(t.browser, id, 'task:bindPhone')).message).toBe(PROMOTION_MSG.taskNotDone);
    await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' });
    const out = await Promise.all([claim(t.browser, id, 'task:bindPhone'), claim(t.browser, id, 'task:bindPhone')]);
    expect(out.map((o) => o.code).sort()).toEqual([6000, 6012]);
    expect(out.find((o) => o.code === 6012)!.message).toBe(PROMOTION_MSG.claimed);
    const items = (await t.browser.post(confirmInfo, { id })).data.items;
    expect(items.map((i: { item: string; state: string }) => [i.item, i.state])).toEqual([
      ['task:bindPhone', 'claimed'],
      ['task:bindCard', 'locked'],
      ['task:firstDeposit', 'locked'],
      ['task:firstBet', 'locked'],
    ]);
  });
});

describe('the lucky wheel', () => {
  it('spins on the server with chances from deposits; a win pushes 10017 to the lobby', async () => {
    const id = idOf('drawGift');
    await t.browser.post(joinActivity, { id });
    expect((await claim(t.browser, id, 'draw')).message).toBe(PROMOTION_MSG.noChance);
    await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' });
    await deposit(t.browser, '250');
    expect((await t.browser.post(confirmInfo, { id })).data.chances).toBe(2);
    const pushes: unknown[] = [];
    const off = liveOf(t.app).onMessage('chatEvent', (key, data) => {
      if (data.msgId === MsgId.GIFT_RECORD_PUSH) pushes.push({ key, data });
    });
    const spins = await Promise.all([claim(t.browser, id, 'draw'), claim(t.browser, id, 'draw'), claim(t.browser, id, 'draw')]);
    await new Promise((r) => setImmediate(r));
    off();
    expect(spins.map((s) => s.code).sort()).toEqual([6000, 6000, 6012]);
    const won = spins.filter((s) => s.code === 6000);
    expect(won.map((s) => s.data.item).sort()).toEqual(['draw:1', 'draw:2']);
    const labels = DEFAULT_ACTIVITIES.drawGift.rules.kind === 'drawGift' ? DEFAULT_ACTIVITIES.drawGift.rules.prizes.map((p) => p.label) : [];
    for (const s of won) expect(labels).toContain(s.data.label);
    const wins = won.filter((s) => s.data.rewardFen > 0);
    const sorted = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
    expect(sorted(pushes)).toEqual(
      sorted(wins.map((s) => ({ key: 'lobby', data: { msgId: MsgId.GIFT_RECORD_PUSH, msgData: { rid: 'lobby', from: 'de***02', gift: s.data.label } } }))),
    );
    expect(await rewardTxns()).toHaveLength(wins.length);
    expect((await t.browser.post(confirmInfo, { id })).data.chances).toBe(0);
  });
});

describe('turnover race and betting tiers', () => {
  async function bet(memberName: string, fen: number) {
    const m = await t.db.selectFrom('member').select('id').where('name', '=', memberName).executeTakeFirstOrThrow();
    await t.db
      .insertInto('game_round')
      .values({
        id: `r-${memberName}-${fen}-${t.clock.now()}`,
        member_id: m.id,
        channel_code: 'PGDZ',
        game_kind: 'slot',
        game_code: 'caishen',
        game_name: '财神',
        stake_fen: fen,
        win_fen: 0,
        detail: '{}',
        created_at: t.clock.now(),
      })
      .execute();
  }

  it('ranks joined members by valid bets in the window; the winner claims after the end, once', async () => {
    const id = idOf('racePage');
    const other = await otherMember('demo03');
    await t.browser.post(joinActivity, { id });
    await other.post(joinActivity, { id });
    await bet('demo02', 50_000);
    await bet('demo03', 80_000);
    const info = (await t.browser.post(confirmInfo, { id })).data;
    expect(info.leaderboard).toEqual([
      { rank: 1, name: 'de***03', validBetFen: 80_000, rewardFen: 188_800, me: false },
      { rank: 2, name: 'demo02', validBetFen: 50_000, rewardFen: 88_800, me: true },
    ]);
    expect((await claim(t.browser, id, 'rank')).message).toBe('竞赛尚未结束，结束后前 5 名可领取奖金');
    t.clock.advance(8 * 86_400_000);
    expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000); // sessions last 7 days
    await bet('demo02', 500_000); // after the end: not counted
    expect((await t.browser.post(confirmInfo, { id })).data.myRank).toBe(2);
    const key = 'promo-race-key-000001';
    const [a, b] = await Promise.all([claim(t.browser, id, 'rank', key), claim(t.browser, id, 'rank', key)]);
    expect([a.data, b.data]).toEqual([
      { item: 'rank', label: '竞赛第2名', rewardFen: 88_800, credited: true },
      { item: 'rank', label: '竞赛第2名', rewardFen: 88_800, credited: true },
    ]);
    expect((await claim(t.browser, id, 'rank')).message).toBe(PROMOTION_MSG.claimed);
    expect(await rewardTxns()).toHaveLength(1);
  });

  it('opens each betting tier once reached', async () => {
    const id = idOf('bettingGift');
    await t.browser.post(joinActivity, { id });
    await bet('demo02', 150_000);
    expect((await claim(t.browser, id, 'tier:1')).message).toBe(PROMOTION_MSG.tierNotReached);
    expect((await claim(t.browser, id, 'tier:0')).data).toMatchObject({ rewardFen: 800, credited: true });
    expect((await claim(t.browser, id, 'tier:0')).message).toBe(PROMOTION_MSG.claimed);
    expect((await claim(t.browser, id, 'tier:9')).message).toBe(PROMOTION_MSG.unknownItem);
  });
});
