/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fail, ResponseCode, withdrawBaseCfg, withdrawInfo, withdrawOrderInfo } from '@site/shared';
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
});
