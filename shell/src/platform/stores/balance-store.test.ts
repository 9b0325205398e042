import type { HttpClient } from '@site/shared';
import { createBus } from '../bus';
import { BalanceStoreImpl } from './balance-store';

/** A logged-in member's balance store whose two calls (getBalance, allBalance) answer only when told, in any order. */
function setUp() {
  const pending: { path: string; answer: (data: unknown) => void }[] = [];
  const http = {
    call: jest.fn((contract: { path: string }) => new Promise((resolve) => pending.push({ path: contract.path, answer: resolve }))),
  } as unknown as HttpClient;
  const bus = createBus();
  const events: number[] = [];
  bus.subscribe('balance:changed', (b) => events.push(b.centerWalletBalance));
  const store = new BalanceStoreImpl(
    () => http,
    bus,
    () => true,
  );
  /** Answers the refresh whose calls were asked `nth` (0: the first refresh) with a centre wallet and venue total. */
  const answer = (nth: number, center: number, total: number) => {
    const [wallet, all] = pending.slice(nth * 2, nth * 2 + 2);
    wallet!.answer({ centerWalletBalance: center, lockMoney: 0 });
    all!.answer({ totalMoney: total });
  };
  const asked = async (calls: number) => {
    for (let i = 0; i < 20 && pending.length < calls; i++) await new Promise((r) => setTimeout(r, 0));
    expect(pending).toHaveLength(calls);
  };
  return { store, answer, asked, events };
}

describe('the balance store', () => {
  it('shows the latest refresh: an older one answering after it (figures from before a move) is dropped', async () => {
    const { store, answer, asked, events } = setUp();
    const before = store.refresh();
    await asked(2);
    const after = store.refresh();
    await asked(4);
    answer(1, 500, 800);
    await after;
    answer(0, 0, 0);
    await before;
    expect(store.centerWalletBalance).toBe(500);
    expect(store.totalMoney).toBe(800);
    expect(store.loaded).toBe(true);
    expect(events).toEqual([500]);
  });

  it('a refresh answering after a logout shows nothing', async () => {
    const { store, answer, asked, events } = setUp();
    const refresh = store.refresh();
    await asked(2);
    store.reset();
    answer(0, 500, 800);
    await refresh;
    expect(store.loaded).toBe(false);
    expect(store.centerWalletBalance).toBe(0);
    expect(events).toEqual([]);
  });
});
