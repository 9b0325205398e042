/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EXCHANGE_MSG, exchangeGift, exchangeItemList, ExchangeKind, fail, ResponseCode } from '@site/shared';
import type { FakeApiCall, FakeApiHandler } from '@site/shared/http';
import { App } from '../../App';
import { fakeProps } from '../../test-support/fake-platform';

/** The points exchange as the reference api keeps it: points spent once per exchange, one answer per idempotency key. */
function exchangeApi(points: number) {
  const state = { spent: 0 };
  const answered = new Map<string, unknown>();
  let calls: FakeApiCall[] = [];
  const items = [
    { id: 1, kind: ExchangeKind.CASH, name: '8元现金红利', points: 80, amount: 8, stockLeft: null, minGrade: 0 },
    { id: 5, kind: ExchangeKind.GIFT, name: '无线蓝牙耳机', points: 3000, amount: 0, stockLeft: 50, minGrade: 2 },
  ];
  const routes: Record<string, FakeApiHandler> = {
    [exchangeItemList.path]: () => ({ earned: points, spent: state.spent, points: points - state.spent, grade: 1, items }),
    [exchangeGift.path]: (body) => {
      const key = calls[calls.length - 1]?.headers['idempotency-key'] ?? '';
      if (!answered.has(key)) {
        const item = items.find((i) => i.id === body.itemId)!;
        const left = points - state.spent;
        if (left < item.points) answered.set(key, fail(ResponseCode.INVALID_PARAMETER, EXCHANGE_MSG.pointsShort));
        else {
          state.spent += item.points;
          answered.set(key, { orderNo: 'EX1', itemName: item.name, points: item.points, amount: item.amount, pointsLeft: left - item.points });
        }
      }
      return answered.get(key);
    },
  };
  return { routes, bind: (c: FakeApiCall[]) => void (calls = c) };
}

const settle = () => act(async () => undefined);

describe('/mine/exchange', () => {
  it('asks first, exchanges once, says so and shows the points left', async () => {
    const api = exchangeApi(100);
    const { props, calls, dialogs, balance } = fakeProps(api.routes, { name: 'exchange', params: {}, query: {} });
    api.bind(calls);
    render(<App {...props} />);
    expect((await screen.findByTestId('exchange-points')).textContent).toBe('100');
    expect(screen.getByTestId('exchange-submit-5').textContent).toBe('等级不足');
    fireEvent.click(screen.getByTestId('exchange-submit-1'));
    await settle();
    expect(dialogs.confirm).toHaveBeenCalledWith({ title: '确认兑换', content: '确定使用 80 积分兑换「8元现金红利」吗？' });
    expect(calls.filter((c) => c.path === exchangeGift.path)).toHaveLength(1);
    expect(dialogs.toast).toHaveBeenCalledWith('兑换成功：8元现金红利', 'success');
    expect(balance.refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('exchange-points').textContent).toBe('20'));
    expect(screen.getByTestId('exchange-submit-1').textContent).toBe('积分不足');
  });

  it('sends nothing when the player cancels', async () => {
    const api = exchangeApi(100);
    const { props, calls, dialogs } = fakeProps(api.routes, { name: 'exchange', params: {}, query: {} });
    api.bind(calls);
    dialogs.confirm.mockResolvedValueOnce(false);
    render(<App {...props} />);
    fireEvent.click(await screen.findByTestId('exchange-submit-1'));
    await settle();
    expect(calls.filter((c) => c.path === exchangeGift.path)).toHaveLength(0);
  });
});
