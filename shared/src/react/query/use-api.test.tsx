/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getBalance, venueTransfer } from '../../contracts';
import { fail, ResponseCode } from '../../envelope';
import { fakeApi, type FakeApiHandler } from '../../http/fake-api';
import type { MountProps } from '../../platform';
import { testBus, testEffects, testHttp, testI18n } from '../../testing';
import { PlatformProvider } from '../platform-context';
import { ReadStates } from './LoadStates';
import { SiteQueryProvider } from './SiteQueryProvider';
import { useApi, useInvalidate, type ReadOptions } from './use-api';

const TEXTS = { loading: '加载中…', failed: '加载失败', retry: '重试' };

function platform(routes: Record<string, FakeApiHandler>) {
  const api = fakeApi(routes);
  const toast = jest.fn();
  const http = testHttp(api.adapter, () => 'member-token', testEffects(toast));
  const props = { bus: testBus(), http, i18n: testI18n() } as unknown as MountProps;
  const wrap = ({ children }: { children?: ReactNode }) => (
    <PlatformProvider platform={props}>
      <SiteQueryProvider bus={props.bus}>{children}</SiteQueryProvider>
    </PlatformProvider>
  );
  return { props, calls: api.calls, wrap, toast };
}

function Balance({ options, name = 'balance' }: { options?: ReadOptions<{ centerWalletBalance: number }>; name?: string }) {
  const read = useApi(getBalance, {}, options);
  const invalidate = useInvalidate();
  return (
    <div>
      <ReadStates read={read} texts={TEXTS} />
      {read.data ? <p data-testid={name}>{read.data.centerWalletBalance}</p> : null}
      <button type="button" onClick={() => void invalidate(getBalance)}>
        {`after-${name}`}
      </button>
    </div>
  );
}

const balancePath = getBalance.path;

describe('useApi', () => {
  it('shows the loading state, then the answer', async () => {
    const { wrap: Wrap } = platform({ [balancePath]: () => ({ centerWalletBalance: 12.5, lockMoney: 0 }) });
    render(<Balance />, { wrapper: Wrap });
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect((await screen.findByTestId('balance')).textContent).toBe('12.5');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks once for two components reading the same key', async () => {
    const { wrap: Wrap, calls } = platform({ [balancePath]: () => ({ centerWalletBalance: 3, lockMoney: 0 }) });
    render(
      <>
        <Balance name="a" />
        <Balance name="b" />
      </>,
      { wrapper: Wrap },
    );
    await screen.findByTestId('a');
    await screen.findByTestId('b');
    expect(calls.filter((c) => c.path === balancePath)).toHaveLength(1);
  });

  it('shows the server message and a retry that asks again; an answered code is never retried on its own', async () => {
    let answer: unknown = fail(ResponseCode.SYSTEM_BUSY, '系统繁忙');
    const { wrap: Wrap, calls } = platform({ [balancePath]: () => answer });
    render(<Balance />, { wrapper: Wrap });
    expect((await screen.findByRole('alert')).textContent).toContain('系统繁忙');
    expect(calls).toHaveLength(1);
    answer = { centerWalletBalance: 8, lockMoney: 0 };
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('balance')).textContent).toBe('8');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks once more when no answer came (the error policy finds it worth it)', async () => {
    let tries = 0;
    // The client logs each transport failure.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { wrap: Wrap } = platform({
      [balancePath]: () => {
        tries += 1;
        if (tries === 1) throw new Error('connection reset');
        return { centerWalletBalance: 5, lockMoney: 0 };
      },
    });
    render(<Balance />, { wrapper: Wrap });
    expect((await screen.findByTestId('balance')).textContent).toBe('5');
    expect(tries).toBe(2);
  });

  it('asks again after a change marks the key stale', async () => {
    let balance = 1;
    const { wrap: Wrap, calls } = platform({ [balancePath]: () => ({ centerWalletBalance: balance, lockMoney: 0 }) });
    render(<Balance />, { wrapper: Wrap });
    await screen.findByTestId('balance');
    balance = 2;
    fireEvent.click(screen.getByRole('button', { name: 'after-balance' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2'));
    expect(calls).toHaveLength(2);
  });

  it('asks again when the bus says the balance changed, only for a read that follows it', async () => {
    let balance = 1;
    const { wrap: Wrap, calls, props } = platform({ [balancePath]: () => ({ centerWalletBalance: balance, lockMoney: 0 }) });
    render(<Balance options={{ refetchOn: ['balance'] }} />, { wrapper: Wrap });
    await screen.findByTestId('balance');
    balance = 7;
    act(() => props.bus.emit('balance:changed', { centerWalletBalance: 7, totalMoney: 7 }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('7'));
    act(() => props.bus.emit('auth:login-success', { userId: '2' }));
    await screen.findByTestId('balance');
    expect(calls).toHaveLength(2);
  });

  it('asks again in the new language, keeping the old answer shown meanwhile', async () => {
    let release: (() => void) | null = null;
    const {
      wrap: Wrap,
      calls,
      props,
    } = platform({
      [balancePath]: () =>
        calls.length === 1
          ? { centerWalletBalance: 1, lockMoney: 0 }
          : new Promise((resolve) => {
              release = () => resolve({ centerWalletBalance: 2, lockMoney: 0 });
            }),
    });
    render(<Balance options={{ refetchOn: ['language'] }} />, { wrapper: Wrap });
    expect((await screen.findByTestId('balance')).textContent).toBe('1');
    await act(() => props.i18n.changeLanguage('zh-TW'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByTestId('balance').textContent).toBe('1');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => release?.());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2'));
  });

  it('a new key shows loading, and an answer for the old key never shows for it', async () => {
    const pending: { body: Record<string, unknown>; answer(): void }[] = [];
    const { wrap: Wrap } = platform({
      [balancePath]: (body) =>
        new Promise((resolve) => pending.push({ body, answer: () => resolve({ centerWalletBalance: Number(body.withLockMoney ?? 0) + 10, lockMoney: 0 }) })),
    });
    function Asked({ lock }: { lock: 0 | 1 }) {
      const read = useApi(getBalance, { withLockMoney: lock });
      return <p data-testid="asked">{read.data ? String(read.data.centerWalletBalance) : read.isPending ? 'loading' : 'other'}</p>;
    }
    const { rerender } = render(<Asked lock={0} />, { wrapper: Wrap });
    await waitFor(() => expect(pending).toHaveLength(1));
    rerender(<Asked lock={1} />);
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[0]!.answer());
    expect(screen.getByTestId('asked').textContent).toBe('loading');
    await act(async () => pending[1]!.answer());
    await waitFor(() => expect(screen.getByTestId('asked').textContent).toBe('11'));
  });

  it('polls while asked to', async () => {
    let balance = 0;
    const { wrap: Wrap } = platform({ [balancePath]: () => ({ centerWalletBalance: (balance += 1), lockMoney: 0 }) });
    render(<Balance options={{ pollMs: (data) => (data && data.centerWalletBalance >= 3 ? false : 20) }} />, { wrapper: Wrap });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('3'));
    expect(balance).toBe(3);
  });

  it('refuses to read a contract that moves money', () => {
    const { wrap: Wrap } = platform({});
    function Transfer() {
      useApi(venueTransfer, { channelCode: 'AGZR', amount: '1', transferType: 1 } as never);
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Transfer />, { wrapper: Wrap })).toThrow(/moves money/);
  });
});
