import { withdrawOrderInfo, type WithdrawOrder, WithdrawStatus } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { backfillWithdrawStages } from './0033-withdraw-stages';

/** Orders made before the stage history get theirs from their own times, and the tracker reads them. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
}, 60_000);
afterAll(() => t.app.close());

it('backfills submitted and under review at creation, then paid or returned at the decision', async () => {
  const member = await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow();
  const order = (orderNo: string, status: 0 | 1 | 2, createdAt: number, decidedAt: number | null, reason = '') => ({
    order_no: orderNo,
    member_id: member.id,
    method: 'bank' as const,
    card_id: '1',
    card_label: '中国工商银行 尾号3445',
    amount_fen: 100_00,
    fee_fen: 0,
    usdt_cents: null,
    status,
    reason,
    created_at: createdAt,
    decided_at: decidedAt,
  });
  const T0 = t.clock.now() - 3_600_000;
  await t.db
    .insertInto('withdraw_order')
    .values([
      order('WOLD1', WithdrawStatus.REVIEW, T0, null),
      order('WOLD2', WithdrawStatus.PAID, T0 + 1, T0 + 60_000, '审核通过'),
      order('WOLD3', WithdrawStatus.REJECTED, T0 + 2, T0 + 120_000, '账户信息有误'),
    ])
    .execute();
  await backfillWithdrawStages(t.db);
  const rows = await t.db.selectFrom('withdraw_stage').select(['order_no', 'stage', 'decided_by', 'note', 'at']).orderBy('order_no').orderBy('id').execute();
  expect(rows.map((r) => [r.order_no, r.stage, r.decided_by, r.note, Number(r.at)])).toEqual([
    ['WOLD1', 'submitted', '', '', T0],
    ['WOLD1', 'riskReview', '', '', T0],
    ['WOLD2', 'submitted', '', '', T0 + 1],
    ['WOLD2', 'riskReview', '', '', T0 + 1],
    ['WOLD2', 'approved', 'operator', '审核通过', T0 + 60_000],
    ['WOLD2', 'paid', 'operator', '', T0 + 60_000],
    ['WOLD3', 'submitted', '', '', T0 + 2],
    ['WOLD3', 'riskReview', '', '', T0 + 2],
    ['WOLD3', 'returned', 'operator', '账户信息有误', T0 + 120_000],
  ]);
  const list = (await t.browser.post(withdrawOrderInfo, {})).data.list as WithdrawOrder[];
  expect(list.map((o) => [o.orderNo, o.timeline.find((s) => s.current)?.name])).toEqual([
    ['WOLD3', '已退回'],
    ['WOLD2', '已出款'],
    ['WOLD1', '风控审核'],
  ]);
});
