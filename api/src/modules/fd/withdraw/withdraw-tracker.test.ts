import type { AddressInfo } from 'node:net';
import { MsgId, type ServerFrame, WITHDRAW_MSG, withdrawNew, withdrawOrderInfo, type WithdrawOrder, WithdrawStatus } from '@site/shared';
import { LiveTestClient } from '../../../live/live-test-client';
import { testApp, type TestApp } from '../../../test-support';
import { insertCard } from '../../cards/card-queries';
import { holdOutsideApi, decideOutsideApi } from '../../withdraw/decide-outside';
import { WithdrawDecision } from '../../withdraw/withdraw-orders';
import { DEFAULT_PAYOUT_POLICY } from '../../withdraw/payout-policy';
import { writePayoutPolicy } from '../../withdraw/payout-policy-store';
import { readSiteConfig, writeSiteConfig } from '../../site/site-config';

/**
 * The withdrawal tracker and fast payouts through the api: each stage stored with its time and sent as the timeline,
 * the payout policy approving at once or holding with its rule's reason (recorded as the decider), the operator's
 * hold, the letters of the final states.
 */
let t: TestApp;
let memberId: number;
let cardId: number;

const withdraw = async (amount: string, key: string) =>
  t.browser.post(withdrawNew, { accountId: cardId, amount }, { headers: { 'idempotency-key': `tracker-test-${key}`.padEnd(24, '0') } });
const orders = async () => (await t.browser.post(withdrawOrderInfo, {})).data.list as WithdrawOrder[];
const stepsOf = (o: WithdrawOrder) => o.timeline.map((s) => [s.name, s.at !== null, s.current]);
const decidedBy = async (orderNo: string) =>
  (await t.db.selectFrom('withdraw_stage').select(['stage', 'decided_by']).where('order_no', '=', orderNo).orderBy('id').execute()).map((r) => [
    r.stage,
    r.decided_by,
  ]);
const letters = async () => await t.db.selectFrom('letter').select(['title', 'content']).where('member_id', '=', memberId).orderBy('id').execute();
/** The dev control: the account and its cards as old as if `hours` had passed (the policy's age and quiet hours). */
const age = async (hours: number) => {
  const out = await t.app.inject({ method: 'POST', url: '/dev/withdraw/age', payload: { name: 'demo02', hours } });
  expect(out.json()).toMatchObject({ code: 6000 });
};

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
  await t.db.updateTable('member').set({ real_name: '李四' }).where('id', '=', memberId).execute();
  const card = await insertCard(t.db, {
    member_id: memberId,
    kind: 'bank',
    bank_code: 'ICBC',
    bank_name: '中国工商银行',
    number: '6222020200112233445',
    holder: '李四',
    network: null,
    created_at: t.clock.now(),
  });
  cardId = Number(card!.id);
  // No withdrawal password asked (its guard has its own suite).
  const c = await readSiteConfig(t.db);
  await writeSiteConfig(t.db, { flags: { ...c.flags, withdrawalPassword: false } });
});
afterEach(async () => t.app.close());

describe('fast payouts', () => {
  it('approves at once a withdrawal every rule allows: 已提交 → 风控审核 → 已审核 → 已出款, each with its time, and a letter', async () => {
    await age(8 * 24);
    const out = await withdraw('100', 'at-once');
    expect(out.code).toBe(6000);
    expect(out.message).toBe('取款已审核通过并出款');
    expect(out.data).toMatchObject({ status: WithdrawStatus.PAID, statusName: '已出款' });
    expect(stepsOf(out.data)).toEqual([
      ['已提交', true, false],
      ['风控审核', true, false],
      ['已审核', true, false],
      ['已出款', true, true],
    ]);
    expect((out.data as WithdrawOrder).timeline.every((s) => s.at === t.clock.now() && s.expectedAt === null)).toBe(true);
    expect(await decidedBy(out.data.orderNo)).toEqual([
      ['submitted', ''],
      ['riskReview', ''],
      ['approved', 'policy'],
      ['paid', ''],
    ]);
    expect(await letters()).toContainEqual({
      title: '取款已出款',
      content: `您的取款申请（订单号 ${out.data.orderNo}）¥100.00 已审核通过并出款至 中国工商银行 尾号3445，实际到账 ¥100.00。`,
    });
  });

  it('holds a new account in 人工审核 with the next step expected, recording the account-age rule', async () => {
    const out = await withdraw('100', 'young');
    expect(out.data).toMatchObject({ status: WithdrawStatus.REVIEW, statusName: '审核中' });
    const review = out.data.timeline[1]!;
    expect(review).toMatchObject({ name: '风控审核', current: true, hold: { reason: 'manual', name: '人工审核', text: '人工审核' } });
    expect(out.data.timeline[2]).toMatchObject({ name: '已审核', at: null, expectedAt: t.clock.now() + 120 * 60_000 });
    expect(await decidedBy(out.data.orderNo)).toEqual([
      ['submitted', ''],
      ['riskReview', ''],
      ['riskReview', 'accountAge'],
    ]);
  });

  it('holds above the maximum amount, a holder unlike the real name (实名不符), and past the daily count', async () => {
    await age(8 * 24);
    await writePayoutPolicy(t.db, { ...DEFAULT_PAYOUT_POLICY, maxAmountFen: 200_00, dailyCount: 1 }, t.clock.now());
    const big = await withdraw('200.01', 'big');
    expect(big.data.timeline[1]!.hold!.name).toBe('人工审核');
    expect((await decidedBy(big.data.orderNo)).at(-1)).toEqual(['riskReview', 'maxAmount']);
    expect((await withdraw('50', 'first')).data.status).toBe(WithdrawStatus.PAID);
    const second = await withdraw('50', 'second');
    expect(second.data.status).toBe(WithdrawStatus.REVIEW);
    expect((await decidedBy(second.data.orderNo)).at(-1)).toEqual(['riskReview', 'dailyCount']);
    await t.db.updateTable('member').set({ real_name: '王五' }).where('id', '=', memberId).execute();
    await writePayoutPolicy(t.db, { ...DEFAULT_PAYOUT_POLICY, dailyCount: 5 }, t.clock.now());
    const mismatch = await withdraw('50', 'mismatch');
    expect(mismatch.data.timeline[1]!.hold).toMatchObject({ reason: 'realName', text: '实名不符' });
    expect(mismatch.data.timeline[2]!.expectedAt).toBe(t.clock.now() + 24 * 60 * 60_000);
  });

  it('sends everything to review when the site turns the policy off', async () => {
    await age(8 * 24);
    await writePayoutPolicy(t.db, { ...DEFAULT_PAYOUT_POLICY, enabled: false }, t.clock.now());
    const out = await withdraw('50', 'off');
    expect(out.data.status).toBe(WithdrawStatus.REVIEW);
    expect((await decidedBy(out.data.orderNo)).at(-1)).toEqual(['riskReview', 'disabled']);
  });
});

describe('the tracker and the operator', () => {
  it('an operator holds for 流水未完成 with the amount left, then approves: the timeline follows, a letter says so', async () => {
    const out = await withdraw('100', 'held');
    const orderNo = out.data.orderNo;
    t.clock.advance(60_000);
    const held = await holdOutsideApi(t.store, null, { orderNo, hold: { reason: 'turnover', turnoverLeftFen: 200_00 }, now: t.clock.now() });
    expect(held.told).toBe(false);
    const [order] = await orders();
    expect(order!.timeline[1]).toMatchObject({
      current: true,
      hold: { reason: 'turnover', text: '流水未完成：还需完成流水 200.00 元', turnoverLeftFen: 200_00 },
    });
    expect(order!.timeline[2]!.expectedAt).toBeNull();
    t.clock.advance(60_000);
    await decideOutsideApi(t.store, null, { orderNo, decision: WithdrawDecision.APPROVE, reason: '审核通过', now: t.clock.now() });
    const [paid] = await orders();
    expect(paid).toMatchObject({ status: WithdrawStatus.PAID, statusName: '已出款' });
    expect(paid!.timeline.map((s) => s.at)).toEqual([out.data.createdAt, out.data.createdAt, t.clock.now(), t.clock.now()]);
    expect(paid!.timeline[1]!.hold).toBeNull();
    expect((await decidedBy(orderNo)).slice(-2)).toEqual([
      ['approved', 'operator'],
      ['paid', ''],
    ]);
    expect((await letters()).map((l) => l.title)).toContain('取款已出款');
  });

  it('a rejection reads 已退回 with its reason on the tracker, and sends the returned letter', async () => {
    const out = await withdraw('100', 'rejected');
    await decideOutsideApi(t.store, null, { orderNo: out.data.orderNo, decision: WithdrawDecision.REJECT, reason: '账户信息有误', now: t.clock.now() });
    const [order] = await orders();
    expect(order).toMatchObject({ status: WithdrawStatus.REJECTED, statusName: '已退回', reason: '账户信息有误' });
    expect(stepsOf(order!)).toEqual([
      ['已提交', true, false],
      ['风控审核', true, false],
      ['已退回', true, true],
    ]);
    expect(await letters()).toContainEqual({
      title: '取款已退回',
      content: `您的取款申请（订单号 ${out.data.orderNo}）¥100.00 未通过审核，资金已退回中心钱包。原因：账户信息有误`,
    });
  });

  it('refuses to hold a decided order or one that does not exist', async () => {
    await age(8 * 24);
    const out = await withdraw('100', 'done');
    await expect(
      holdOutsideApi(t.store, null, { orderNo: out.data.orderNo, hold: { reason: 'manual', turnoverLeftFen: null }, now: t.clock.now() }),
    ).rejects.toThrow(WITHDRAW_MSG.decided);
    await expect(holdOutsideApi(t.store, null, { orderNo: 'W0', hold: { reason: 'manual', turnoverLeftFen: null }, now: t.clock.now() })).rejects.toThrow(
      WITHDRAW_MSG.orderMissing,
    );
  });
});

describe('the tracker live', () => {
  const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;

  it('pushes each stage on the member’s withdrawal topic once committed: the hold at the request, 已出款 at the approval', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const jwt = (await t.browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
    const live = await LiveTestClient.connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    try {
      live.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token: jwt } });
      await live.next(is(MsgId.LOGIN_SUCCESS));
      live.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'withdrawal', key: String(memberId) } });
      live.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
      await live.next(is(MsgId.HEARTBEAT));
      const out = await withdraw('100', 'live');
      expect((await live.next(is(MsgId.TOPIC_PUSH))).msgData).toMatchObject({
        topic: 'withdrawal',
        key: String(memberId),
        data: { orderNo: out.data.orderNo, stage: 'riskReview' },
      });
      const approved = await t.app.inject({ method: 'POST', url: '/dev/withdraw/approve', payload: { name: 'demo02' } });
      expect(approved.json()).toMatchObject({ data: { approved: 1 } });
      expect((await live.next(is(MsgId.TOPIC_PUSH))).msgData).toMatchObject({ topic: 'withdrawal', data: { orderNo: out.data.orderNo, stage: 'paid' } });
    } finally {
      live.close();
    }
  });
});
