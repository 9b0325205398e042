/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { venueTransfer } from '@site/shared';
import { App } from '../../App';
import type { FakeApiCall } from '@site/shared/http';
import { settle } from '../../test-support/settle';
import { fakeProps, walletApi } from '../../test-support/fake-platform';

const route = (query: Record<string, string> = {}) => ({ name: 'transfermoney', params: {}, query });

function setUp(query: Record<string, string> = { venue: 'AGZR' }) {
  const api = walletApi({ center: 100000, venues: { crty: 10000, AGZR: 5050 } });
  const platform = fakeProps(api.routes, route(query));
  api.bind(platform.calls);
  render(<App {...platform.props} />);
  return { api, ...platform };
}

const transfers = (calls: FakeApiCall[]) => calls.filter((c) => c.path === venueTransfer.path);
const amount = () => screen.getByLabelText('转账金额') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('transfer-submit'));

describe('/mine/transfermoney', () => {
  it('opens with the venue of the query, transferring in, both balances shown', async () => {
    setUp();
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: '转账' })).toBeTruthy();
    expect((screen.getByTestId('transfer-venue-select') as HTMLSelectElement).value).toBe('AGZR');
    expect(screen.getByRole('radio', { name: '转入场馆' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('transfer-center').textContent).toBe('¥ 1,000');
    expect(screen.getByTestId('transfer-venue').textContent).toBe('¥ 50.50');
    expect(amount().maxLength).toBe(12);
    expect(amount().placeholder).toBe('请输入转账金额');
  });

  it('without a venue in the query the first venue is chosen', async () => {
    setUp({});
    await settle();
    expect((screen.getByTestId('transfer-venue-select') as HTMLSelectElement).value).toBe('crty');
  });

  it('the amount refuses a third decimal, a 13th character and letters as they are typed, and shows the amount in capitals', async () => {
    setUp();
    await settle();
    const typeKeys = (keys: string) => {
      for (const key of keys) fireEvent.change(amount(), { target: { value: amount().value + key } });
    };
    typeKeys('12.345');
    expect(amount().value).toBe('12.34');
    expect(screen.getByTestId('transfer-amount-capital').textContent).toBe('大写：壹拾贰元叁角肆分');
    fireEvent.change(amount(), { target: { value: '' } });
    typeKeys('1234567890123');
    expect(amount().value).toBe('123456789012');
    fireEvent.change(amount(), { target: { value: '' } });
    typeKeys('1e3-');
    expect(amount().value).toBe('13');
    fireEvent.change(amount(), { target: { value: '' } });
    expect(screen.queryByTestId('transfer-amount-capital')).toBeNull();
  });

  it.each([
    ['', '请输入转账金额'],
    ['12.', '请输入正确的金额，最多两位小数'],
    ['0', '转账金额必须大于0'],
    ['1000.01', '中心钱包余额不足'],
  ])('a bad amount %p shows %s and sends nothing', async (text, message) => {
    const { calls } = setUp();
    await settle();
    fireEvent.change(amount(), { target: { value: text } });
    submit();
    await settle();
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe(message);
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(transfers(calls)).toHaveLength(0);
  });

  it('transfer in: one request with its key, 转账成功, both balances and the platform balance refresh', async () => {
    const { calls, dialogs, balance } = setUp();
    await settle();
    fireEvent.change(amount(), { target: { value: '100' } });
    submit();
    submit();
    await settle();
    const sent = transfers(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ channelCode: 'AGZR', amount: '100', ty: 1 });
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(dialogs.toast).toHaveBeenCalledWith('转账成功', 'success');
    expect(screen.getByTestId('transfer-center').textContent).toBe('¥ 900');
    expect(screen.getByTestId('transfer-venue').textContent).toBe('¥ 150.50');
    expect(amount().value).toBe('');
    expect(balance.refresh).toHaveBeenCalled();
  });

  it("transfer out with 'all' moves the whole venue balance back", async () => {
    const { calls, api } = setUp();
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: '转出到中心钱包' }));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amount().value).toBe('50.5');
    submit();
    await settle();
    expect(transfers(calls)[0]!.body).toEqual({ channelCode: 'AGZR', amount: '50.5', ty: 0 });
    expect(api.state.venues.AGZR).toBe(0);
    expect(screen.getByTestId('transfer-venue').textContent).toBe('¥ 0');
    expect(screen.getByTestId('transfer-center').textContent).toBe('¥ 1,050.50');
  });

  it('over the venue balance when transferring out: 场馆余额不足', async () => {
    setUp();
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: '转出到中心钱包' }));
    fireEvent.change(amount(), { target: { value: '60' } });
    submit();
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe('场馆余额不足');
  });

  it('a lost answer: the retry sends the same key and the money moves once', async () => {
    const { calls, api, dialogs } = setUp();
    await settle();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.state.dropAnswers = 1;
    fireEvent.change(amount(), { target: { value: '100' } });
    submit();
    await settle();
    expect(logged).toHaveBeenCalledWith('[http]', venueTransfer.path, expect.any(Error));
    logged.mockRestore();
    expect(screen.getByTestId('transfer-unsure').textContent).toBe('网络异常，转账结果未知。请点击“重新提交”，同一笔转账不会重复执行。');
    expect(screen.getByTestId('transfer-submit').textContent).toBe('重新提交');
    submit();
    await settle();
    const keys = transfers(calls).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(api.state.moves).toBe(1);
    expect(api.state.center).toBe(90000);
    expect(dialogs.toast).toHaveBeenCalledWith('转账成功', 'success');
  });

  it("an api refusal shows the api's message and the next click is a new intent", async () => {
    const { calls, api } = setUp();
    await settle();
    api.state.center = 1000; // another page spent the money meanwhile: the page still shows 1,000
    fireEvent.change(amount(), { target: { value: '100' } });
    submit();
    await settle();
    expect(screen.getByTestId('transfer-refused').textContent).toBe('中心钱包余额不足');
    submit();
    await settle();
    const keys = transfers(calls).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('speaks traditional Chinese after a language switch', async () => {
    const { i18n } = setUp();
    await settle();
    await act(async () => {
      await i18n.changeLanguage('zh-TW');
    });
    submit();
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe('請輸入轉帳金額');
    expect(screen.getByRole('heading', { level: 1, name: '轉帳' })).toBeTruthy();
  });
});
