/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fail, ResponseCode, type StageEntry, withdrawBaseCfg, withdrawInfo, withdrawOrderInfo, withdrawTimeline } from '@site/shared';
import { App } from '../../App';
import { fakeProps } from '../../test-support/fake-platform';

const INFO = {
  centerWalletBalance: 500,
  lockMoney: 0,
  turnoverRequired: 0,
  turnoverDone: 0,
  turnoverLeft: 0,
  todayCount: 0,
  needPassword: false,
  hasPassword: false,
  accounts: [{ id: 1, method: 'bank', label: '招商银行 **** 1234' }],
};

const settle = () => act(async () => undefined);

describe('/mine/takemoney', () => {
  it('shows a failed load with the server message and a retry that asks again', async () => {
    let infoAnswer: unknown = fail(ResponseCode.SYSTEM_BUSY, '系统繁忙，请稍后再试');
    const { props, calls } = fakeProps(
      {
        [withdrawInfo.path]: () => infoAnswer,
        [withdrawBaseCfg.path]: () => ({ list: [] }),
        [withdrawOrderInfo.path]: () => ({ list: [] }),
      },
      { name: 'takemoney', params: {}, query: {} },
    );
    render(<App {...props} />);
    await settle();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('系统繁忙，请稍后再试');
    expect(screen.queryByTestId('withdraw-balance')).toBeNull();

    infoAnswer = INFO;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('withdraw-balance')).textContent).toContain('500');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.path === withdrawInfo.path)).toHaveLength(2);
    // The reads that answered are not asked again by the retry.
    expect(calls.filter((c) => c.path === withdrawBaseCfg.path)).toHaveLength(1);
  });

  it('shows the loading line until the three reads answered', async () => {
    const { props } = fakeProps(
      {
        [withdrawInfo.path]: () => INFO,
        [withdrawBaseCfg.path]: () => ({ list: [] }),
        [withdrawOrderInfo.path]: () => ({ list: [] }),
      },
      { name: 'takemoney', params: {}, query: {} },
    );
    render(<App {...props} />);
    expect((await screen.findByRole('status')).textContent).toBe('正在加载取款信息…');
    await screen.findByTestId('withdraw-balance');
    expect(screen.queryByText('正在加载取款信息…')).toBeNull();
  });

  it('shows each withdrawal’s tracker and follows a stage pushed live', async () => {
    const T0 = Date.UTC(2026, 0, 5, 4, 0);
    const review: StageEntry[] = [
      { stage: 'submitted', at: T0, hold: null, turnoverLeftFen: null },
      { stage: 'riskReview', at: T0, hold: 'manual', turnoverLeftFen: null },
    ];
    const order = (stages: StageEntry[], status: 0 | 1) => ({
      orderNo: 'W1',
      method: 'bank',
      account: '招商银行 **** 1234',
      amount: 300,
      fee: 0,
      payout: 300,
      usdtAmount: null,
      status,
      statusName: status === 0 ? '审核中' : '已出款',
      reason: '',
      createdAt: T0,
      decidedAt: null,
      timeline: withdrawTimeline(stages, 'bank'),
    });
    let answer = order(review, 0);
    const { props, live } = fakeProps(
      {
        [withdrawInfo.path]: () => INFO,
        [withdrawBaseCfg.path]: () => ({ list: [] }),
        [withdrawOrderInfo.path]: () => ({ list: [answer] }),
      },
      { name: 'takemoney', params: {}, query: {} },
    );
    render(<App {...props} />);
    await screen.findByTestId('withdraw-tracker');
    const steps = () => screen.getAllByTestId('withdraw-step').map((s) => s.textContent);
    expect(screen.getByTestId('withdraw-order-state').textContent).toBe('审核中');
    expect(steps()).toEqual(['已提交01-05 12:00', '风控审核01-05 12:00人工审核', '已审核预计 01-05 14:00', '已出款']);

    const done = T0 + 60_000;
    answer = order(
      [...review, { stage: 'approved', at: done, hold: null, turnoverLeftFen: null }, { stage: 'paid', at: done, hold: null, turnoverLeftFen: null }],
      1,
    );
    await act(async () => live.push('withdrawal', '2', { orderNo: 'W1', stage: 'paid' }));
    // The push invalidates the orders' read; the page shows the new answer once the query has refetched and told
    // its observers (in a task of their own), not within one tick.
    await waitFor(() => expect(screen.getByTestId('withdraw-order-state').textContent).toBe('已出款'));
    expect(steps()).toEqual(['已提交01-05 12:00', '风控审核01-05 12:00', '已审核01-05 12:01', '已出款01-05 12:01']);
  });
});
