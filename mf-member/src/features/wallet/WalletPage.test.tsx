/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { recycle, setAutoTransferStatus, venueBalance, type SiteFlags } from '@site/shared';
import { App } from '../../App';
import type { FakeApiCall } from '@site/shared/http';
import { settle } from '../../test-support/settle';
import { fakeProps, walletApi } from '../../test-support/fake-platform';

const route = (name: string) => ({ name, params: {}, query: {} });

function setUp(opening = { center: 100000, venues: { crty: 10000, AGZR: 5050 } as Record<string, number> }, flags: Partial<SiteFlags> = {}) {
  const api = walletApi(opening);
  const platform = fakeProps(api.routes, route('wallet'), flags);
  api.bind(platform.calls);
  return { api, ...platform };
}

const callsTo = (calls: FakeApiCall[], path: string) => calls.filter((c) => c.path === path);

describe('/mine/wallet', () => {
  it('shows the centre balance, the venues total and every venue balance through the one formatter', async () => {
    const { props } = setUp();
    render(<App {...props} />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: '我的钱包' })).toBeTruthy();
    expect(screen.getByTestId('wallet-center').textContent).toBe('¥ 1,000');
    expect(screen.getByTestId('wallet-total').textContent).toBe('¥ 150.50');
    expect(screen.getByTestId('venue-balance-crty').textContent).toBe('¥ 100');
    expect(screen.getByTestId('venue-balance-AGZR').textContent).toBe('¥ 50.50');
    expect(screen.getByTestId('venue-balance-KYQP').textContent).toBe('¥ 0');
    expect(within(screen.getByRole('list', { name: '场馆钱包' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('the money tabs offer 存款 only while the site deposit flag is on', async () => {
    const on = setUp();
    const { unmount } = render(<App {...on.props} />);
    await settle();
    const tabs = () =>
      within(screen.getByRole('navigation', { name: '钱包页面' }))
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(tabs()).toEqual(['我的钱包', '转账', '存款', '取款', '交易记录']);
    unmount();
    const off = setUp(undefined, { siteDeposit: false });
    render(<App {...off.props} />);
    await settle();
    expect(tabs()).toEqual(['我的钱包', '转账', '取款', '交易记录']);
  });

  it('the hide-no-balance toggle hides empty venues and is stored as 1/0 in the remote storage', async () => {
    const { props } = setUp();
    const { unmount } = render(<App {...props} />);
    await settle();
    fireEvent.click(screen.getByLabelText('隐藏无余额场馆'));
    expect(localStorage.getItem('mf_member/hideNoBalance')).toBe('1');
    expect(screen.queryByTestId('venue-KYQP')).toBeNull();
    expect(screen.getByTestId('venue-AGZR')).toBeTruthy();
    unmount();
    // A new visit reads the stored flag.
    render(<App {...props} />);
    await settle();
    expect((screen.getByLabelText('隐藏无余额场馆') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('venue-KYQP')).toBeNull();
    fireEvent.click(screen.getByLabelText('隐藏无余额场馆'));
    expect(localStorage.getItem('mf_member/hideNoBalance')).toBe('0');
    expect(screen.getByTestId('venue-KYQP')).toBeTruthy();
  });

  it('recycle all: a double click sends one request with one key, shows the per-venue result and refreshes every balance', async () => {
    const { props, calls, api, balance } = setUp();
    render(<App {...props} />);
    await settle();
    const button = screen.getByTestId('wallet-recycle');
    fireEvent.click(button);
    fireEvent.click(button);
    await settle();
    const sent = callsTo(calls, recycle.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const results = screen.getByTestId('recycle-results');
    expect(within(results).getByTestId('recycle-crty').textContent).toContain('¥ 100');
    expect(within(results).getByTestId('recycle-AGZR').textContent).toContain('已回收');
    expect(screen.getByTestId('wallet-center').textContent).toBe('¥ 1,150.50');
    expect(screen.getByTestId('venue-balance-AGZR').textContent).toBe('¥ 0');
    expect(screen.getByTestId('wallet-total').textContent).toBe('¥ 0');
    expect(balance.refresh).toHaveBeenCalled();
    expect(api.state.moves).toBe(1);

    // The next click is a new intent: a new key.
    fireEvent.click(button);
    await settle();
    const again = callsTo(calls, recycle.path);
    expect(again).toHaveLength(2);
    expect(again[1]!.headers['idempotency-key']).not.toBe(sent[0]!.headers['idempotency-key']);
    expect(within(screen.getByTestId('recycle-results')).getByText('所有场馆均无余额，无需回收')).toBeTruthy();
  });

  it('recycle after a lost answer: the message says so and the retry reuses the key (money moves once)', async () => {
    const { props, calls, api } = setUp();
    render(<App {...props} />);
    await settle();
    api.state.dropAnswers = 1;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('wallet-recycle'));
    await settle();
    expect(screen.getByTestId('recycle-failed').textContent).toBe('网络异常，回收结果未知。请再次点击一键回收，同一次回收不会重复执行。');
    expect(logged).toHaveBeenCalledWith('[http]', recycle.path, expect.any(Error));
    logged.mockRestore();
    fireEvent.click(screen.getByTestId('wallet-recycle'));
    await settle();
    const keys = callsTo(calls, recycle.path).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(api.state.moves).toBe(1);
    expect(within(screen.getByTestId('recycle-results')).getByTestId('recycle-AGZR').textContent).toContain('50.50');
  });

  it('the auto-transfer switch calls setAutoTransferStatus and shows what the api answered', async () => {
    const { props, calls, dialogs } = setUp();
    render(<App {...props} />);
    await settle();
    const toggle = screen.getByRole('switch', { name: '自动转账' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await settle();
    expect(callsTo(calls, setAutoTransferStatus.path).map((c) => c.body)).toEqual([{ status: 1 }]);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(dialogs.toast).toHaveBeenCalledWith('自动转账已开启', 'success');
    fireEvent.click(toggle);
    await settle();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('refresh per venue asks that venue only (venueBalance) and updates its row and the total', async () => {
    const { props, calls, api } = setUp();
    render(<App {...props} />);
    await settle();
    api.state.venues.AGZR = 12345;
    fireEvent.click(screen.getByRole('button', { name: '刷新AG真人余额' }));
    await settle();
    expect(callsTo(calls, venueBalance.path).map((c) => c.body)).toEqual([{ channelCode: 'AGZR' }]);
    expect(screen.getByTestId('venue-balance-AGZR').textContent).toBe('¥ 123.45');
    expect(screen.getByTestId('wallet-total').textContent).toBe('¥ 223.45');
  });

  it('a venue transfer link opens /mine/transfermoney with that venue', async () => {
    const { props, navigate } = setUp();
    render(<App {...props} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'AG真人转账' }));
    expect(navigate.to).toHaveBeenCalledWith({ name: 'transfermoney', query: { venue: 'AGZR' } });
  });

  it('a failed first load shows the message and a retry', async () => {
    const { props } = fakeProps({}, route('wallet'));
    render(<App {...props} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('没有这个接口');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('a page this remote does not know yet (a route of a newer shell) gets the honest not-open panel', async () => {
    const { props } = setUp();
    render(<App {...props} route={route('aPageFromANewerShell')} />);
    expect(screen.getByTestId('not-open-mf_member')).toBeTruthy();
  });
});
