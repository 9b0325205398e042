/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fail, ResponseCode, VIP_MSG, vipWeekInfo, welfareInfo, welfareReceive, WelfareState } from '@site/shared';
import type { FakeApiCall, FakeApiHandler } from '@site/shared/http';
import { App } from '../../App';
import { fakeProps } from '../../test-support/fake-platform';

/** A welfare api as the reference api keeps it: each reward paid once, one answer per idempotency key. */
function welfareApi() {
  const claimed = new Set<string>();
  const answered = new Map<string, unknown>();
  let calls: FakeApiCall[] = [];
  const stateOf = (ref: string) => (claimed.has(ref) ? WelfareState.CLAIMED : WelfareState.CLAIMABLE);
  const routes: Record<string, FakeApiHandler> = {
    [welfareInfo.path]: () => ({
      grade: 1,
      upgrades: [
        { grade: 1, name: 'VIP1', amount: 8, state: stateOf('upgrade:1') },
        { grade: 2, name: 'VIP2', amount: 18, state: WelfareState.LOCKED },
      ],
      rebate: { validBet: 0, percent: 0.4, amount: 0, since: 0, state: WelfareState.LOCKED },
      turnoverMultiple: 1,
    }),
    [vipWeekInfo.path]: () => ({ grade: 1, amount: 2, weekStart: Date.UTC(2026, 10, 15, 16), weekEnd: Date.UTC(2026, 10, 22, 16), state: stateOf('week') }),
    [welfareReceive.path]: (body) => {
      const key = calls[calls.length - 1]?.headers['idempotency-key'] ?? '';
      if (!answered.has(key)) {
        const ref = body.kind === 'upgrade' ? `upgrade:${String(body.grade)}` : String(body.kind);
        const amount = body.kind === 'upgrade' ? 8 : 2;
        answered.set(key, claimed.has(ref) ? fail(ResponseCode.DATA_EXISTS, VIP_MSG.claimed) : { kind: body.kind, amount, turnover: amount });
        claimed.add(ref);
      }
      return answered.get(key);
    },
  };
  return { routes, bind: (c: FakeApiCall[]) => void (calls = c) };
}

const settle = () => act(async () => undefined);

describe('/mine/welfare', () => {
  it('claims an upgrade bonus with one request per intent, says so and refreshes the balance', async () => {
    const api = welfareApi();
    const { props, calls, dialogs, balance } = fakeProps(api.routes, { name: 'welfare', params: {}, query: {} });
    api.bind(calls);
    render(<App {...props} />);
    const claim = await screen.findByTestId('welfare-upgrade-claim-1');
    expect(screen.getByRole('heading', { level: 1, name: '福利中心' })).toBeTruthy();
    expect(claim.textContent).toBe('立即领取');
    expect((screen.getByTestId('welfare-upgrade-claim-2') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(claim);
    fireEvent.click(claim);
    await settle();
    const sent = calls.filter((c) => c.path === welfareReceive.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(dialogs.toast).toHaveBeenCalledWith('领取成功，¥8 已到账', 'success');
    expect(balance.refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('welfare-upgrade-claim-1').textContent).toBe('已领取'));
    expect((screen.getByTestId('welfare-upgrade-claim-1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the weekly gift of the grade and claims it once', async () => {
    const api = welfareApi();
    const { props, calls } = fakeProps(api.routes, { name: 'welfare', params: {}, query: {} });
    api.bind(calls);
    render(<App {...props} />);
    expect((await screen.findByTestId('welfare-week')).textContent).toContain('VIP1 周礼金');
    fireEvent.click(screen.getByTestId('welfare-week-claim'));
    await settle();
    await waitFor(() => expect(screen.getByTestId('welfare-week-claim').textContent).toBe('已领取'));
  });
});
