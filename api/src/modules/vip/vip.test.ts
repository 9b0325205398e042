import {
  bindFromDeposit,
  getBalance,
  getGameFanshuiHighLow,
  memberGradeConfigList,
  memberGradeInfoByGrade,
  pay,
  VIP_MSG,
  vipWeekInfo,
  welfareInfo,
  welfareReceive,
  WelfareState,
  withdrawInfo,
} from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { IDEMPOTENCY_MSG } from '../../http/idempotency';
import { readSiteConfig, writeSiteConfig } from '../site/site-config';

let t: TestApp;
let seq = 0;

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
});
afterEach(async () => t.app.close());

const newKey = () => `vip-test-key-${String(++seq).padStart(6, '0')}`;
const receive = (body: object, key = newKey()) => t.browser.post(welfareReceive, body, { headers: { 'idempotency-key': key } });
const center = async (): Promise<number> => (await t.browser.post(getBalance, {})).data.centerWalletBalance;

/** Valid bets through the dev hook: even-money casino rounds through the ledger (the balance stays). */
async function play(amount: string): Promise<void> {
  t.clock.advance(1000);
  const res = await t.app.inject({ method: 'POST', url: '/dev/vip/play', payload: { name: 'demo02', amount } });
  expect(res.json()).toMatchObject({ code: 6000 });
}

/** A paid deposit through the demo gateway (real name and phone bound first). */
async function deposit(amount: string): Promise<void> {
  await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' });
  const order = await t.browser.post(pay, { payCode: 'BANK', amount });
  expect(order.code).toBe(6000);
  const [path, query] = String(order.data.gatewayUrl).split('?');
  const res = await t.app.inject({
    method: 'POST',
    url: `${path}/confirm?${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(200);
}

const progress = async (grade?: number) => (await t.browser.post(memberGradeInfoByGrade, grade === undefined ? {} : { grade })).data;

describe('VIP grades', () => {
  it('lists the programme and the rebate ranges per game type', async () => {
    const list = (await t.browser.post(memberGradeConfigList, {})).data.list;
    expect(list.map((g: { name: string }) => g.name)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6', 'VIP7', 'VIP8']);
    expect(list[1]).toEqual({ grade: 1, name: 'VIP1', deposit: 100, validBet: 1000, upgradeBonus: 8, weekGift: 2, rebatePercent: 0.4, turnoverMultiple: 1 });
    const ranges = (await t.browser.post(getGameFanshuiHighLow, {})).data.list;
    expect(ranges.map((r: { name: string }) => r.name)).toEqual(['体育', '真人', '棋牌', '电子', '电竞', '彩票', '捕鱼']);
    expect(ranges[0]).toEqual({ gameType: 'sport', name: '体育', low: 0.3, high: 1.1, mine: 0.3 });
    expect(ranges[5]).toEqual({ gameType: 'lottery', name: '彩票', low: 0.1, high: 0.5, mine: 0.1 });
  });

  it('grows from paid deposits and valid bets; the grade reached is kept on the member', async () => {
    expect((await progress()).progress).toMatchObject({
      grade: 0,
      deposit: 0,
      validBet: 0,
      percent: 0,
      next: { grade: 1, depositLeft: 100, validBetLeft: 1000 },
    });
    await deposit('100');
    await play('500');
    expect((await progress()).progress).toMatchObject({
      grade: 0,
      deposit: 100,
      validBet: 500,
      percent: 50,
      next: { grade: 1, depositLeft: 0, validBetLeft: 500 },
    });
    await play('500');
    const now = await progress();
    expect(now.progress).toMatchObject({ grade: 1, name: 'VIP1', percent: 0, next: { grade: 2, depositLeft: 900, validBetLeft: 9000 } });
    expect(now.config).toMatchObject({ grade: 1, upgradeBonus: 8 });
    expect(now.rebates[0]).toEqual({ gameType: 'sport', name: '体育', percent: 0.4 });
    const row = await t.db.selectFrom('member').select('vip_grade').where('name', '=', 'demo02').executeTakeFirstOrThrow();
    expect(Number(row.vip_grade)).toBe(1);
    expect((await t.browser.post(getGameFanshuiHighLow, {})).data.list[0]).toMatchObject({ mine: 0.4 });
  });

  it('with keepVipFromSaving on a grade asks for no deposits: valid bets alone reach it', async () => {
    const config = await readSiteConfig(t.db);
    await writeSiteConfig(t.db, { flags: { ...config.flags, keepVipFromSaving: true } });
    expect((await t.browser.post(memberGradeConfigList, {})).data.list[1]).toMatchObject({ grade: 1, deposit: 0, validBet: 1000 });
    expect((await progress()).progress).toMatchObject({ grade: 0, next: { grade: 1, deposit: 0, depositLeft: 0, validBetLeft: 1000 } });
    await play('500');
    expect((await progress()).progress).toMatchObject({ grade: 0, percent: 50 });
    await play('500');
    expect((await progress()).progress).toMatchObject({ grade: 1, name: 'VIP1', deposit: 0 });
  });

  it('shows another grade’s privileges, and refuses a grade that does not exist', async () => {
    const vip3 = await progress(3);
    expect(vip3.config).toMatchObject({ grade: 3, name: 'VIP3', upgradeBonus: 58, weekGift: 18, rebatePercent: 0.6 });
    expect(vip3.rebates.find((r: { gameType: string }) => r.gameType === 'egame')).toEqual({ gameType: 'egame', name: '电子', percent: 0.7 });
    expect(vip3.progress.grade).toBe(0);
    const missing = await t.browser.post(memberGradeInfoByGrade, { grade: 99 });
    expect([missing.code, missing.message]).toEqual([6004, VIP_MSG.noGrade]);
    const bad = await t.browser.post(memberGradeInfoByGrade, { grade: 'x' });
    expect([bad.code, bad.message]).toEqual([6007, VIP_MSG.noGrade]);
  });
});

describe('the welfare centre', () => {
  async function reachVip1() {
    await deposit('100');
    await play('1000');
  }

  it('pays an upgrade bonus once, whatever the retries and keys, with its turnover', async () => {
    const locked = await receive({ kind: 'upgrade', grade: 1 });
    expect([locked.code, locked.message]).toEqual([6003, VIP_MSG.upgradeLocked]);
    await reachVip1();
    const info = (await t.browser.post(welfareInfo, {})).data;
    expect(info.upgrades.slice(0, 2)).toEqual([
      { grade: 1, name: 'VIP1', amount: 8, state: WelfareState.CLAIMABLE },
      { grade: 2, name: 'VIP2', amount: 18, state: WelfareState.LOCKED },
    ]);
    const before = await center();
    const key = newKey();
    const [a, b, c] = await Promise.all([
      receive({ kind: 'upgrade', grade: 1 }, key),
      receive({ kind: 'upgrade', grade: 1 }),
      receive({ kind: 'upgrade', grade: 1 }),
    ]);
    const answers = [a, b, c].map((r) => [r.code, r.message]).sort();
    expect(answers).toEqual([
      [6000, VIP_MSG.received],
      [6009, VIP_MSG.claimed],
      [6009, VIP_MSG.claimed],
    ]);
    // The same key again: the first answer, nothing moves.
    const again = await receive({ kind: 'upgrade', grade: 1 }, key);
    expect([again.code, again.data]).toEqual([a.code, a.data]);
    expect(await center()).toBe(before + 8);
    const paid = (a.code === 6000 ? a : b.code === 6000 ? b : c).data;
    expect(paid).toEqual({ kind: 'upgrade', amount: 8, turnover: 8 });
    const rows = await t.db.selectFrom('turnover_requirement').select(['source', 'ref', 'reward_fen', 'required_fen']).execute();
    expect(rows.map((r) => [r.source, r.ref, Number(r.reward_fen), Number(r.required_fen)])).toEqual([['vip', 'vip:upgrade:1', 800, 800]]);
    expect((await t.browser.post(welfareInfo, {})).data.upgrades[0].state).toBe(WelfareState.CLAIMED);
    const vip2 = await receive({ kind: 'upgrade', grade: 2 });
    expect([vip2.code, vip2.message]).toEqual([6003, VIP_MSG.upgradeLocked]);
  });

  it('pays the weekly gift of the grade once per Beijing week', async () => {
    const none = await receive({ kind: 'week' });
    expect([none.code, none.message]).toEqual([6003, VIP_MSG.weekLocked]);
    expect((await t.browser.post(vipWeekInfo, {})).data).toMatchObject({ grade: 0, amount: 0, state: WelfareState.LOCKED });
    await reachVip1();
    const week = (await t.browser.post(vipWeekInfo, {})).data;
    expect(week).toMatchObject({ grade: 1, amount: 2, state: WelfareState.CLAIMABLE });
    expect(week.weekEnd - week.weekStart).toBe(7 * 86_400_000);
    expect((await receive({ kind: 'week' })).data).toEqual({ kind: 'week', amount: 2, turnover: 2 });
    const twice = await receive({ kind: 'week' });
    expect([twice.code, twice.message]).toEqual([6009, VIP_MSG.claimed]);
    expect((await t.browser.post(vipWeekInfo, {})).data.state).toBe(WelfareState.CLAIMED);
    const refs = await t.db.selectFrom('vip_claim').select('ref').where('kind', '=', 'week').execute();
    expect(refs).toEqual([{ ref: `vip:week:${week.weekStart}` }]);
  });

  it('pays the rebate of the valid bets since the last one, once', async () => {
    const nothing = await receive({ kind: 'rebate' });
    expect([nothing.code, nothing.message]).toEqual([6303, VIP_MSG.rebateNone]);
    await play('1000');
    expect((await t.browser.post(welfareInfo, {})).data.rebate).toMatchObject({
      validBet: 1000,
      percent: 0.3,
      amount: 3,
      since: 0,
      state: WelfareState.CLAIMABLE,
    });
    const before = await center();
    const [a, b] = await Promise.all([receive({ kind: 'rebate' }), receive({ kind: 'rebate' })]);
    // One pays; the other finds it paid (same ref) or, run after it, nothing left to rebate.
    const [paid, other] = a.code === 6000 ? [a, b] : [b, a];
    expect(paid.data).toEqual({ kind: 'rebate', amount: 3, turnover: 3 });
    expect([
      [6009, VIP_MSG.claimed],
      [6303, VIP_MSG.rebateNone],
    ]).toContainEqual([other.code, other.message]);
    expect(await center()).toBe(before + 3);
    expect((await t.browser.post(welfareInfo, {})).data.rebate).toMatchObject({ validBet: 0, amount: 0, state: WelfareState.LOCKED });
    await play('500');
    expect((await t.browser.post(welfareInfo, {})).data.rebate).toMatchObject({ validBet: 500, amount: 1.5 });
    expect((await receive({ kind: 'rebate' })).data).toMatchObject({ amount: 1.5 });
    expect((await t.browser.post(withdrawInfo, {})).data).toMatchObject({ turnoverRequired: 4.5 });
  });

  it('answers bad bodies and a missing key with the spec envelope', async () => {
    const cases: [object, string][] = [
      [{}, VIP_MSG.kindRequired],
      [{ kind: 'cake' }, VIP_MSG.kindRequired],
      [{ kind: 'upgrade' }, VIP_MSG.noGrade],
      [{ kind: 'upgrade', grade: 0 }, VIP_MSG.upgradeNone],
    ];
    for (const [body, message] of cases) {
      const out = await receive(body);
      expect([out.code, out.message]).toEqual([6007, message]);
    }
    const noKey = await t.browser.post(welfareReceive, { kind: 'week' });
    expect([noKey.code, noKey.message]).toEqual([6007, IDEMPOTENCY_MSG.missing]);
    const missing = await receive({ kind: 'upgrade', grade: 42 });
    expect([missing.code, missing.message]).toEqual([6004, VIP_MSG.noGrade]);
  });
});
