import { makeAutoObservable, runInAction } from 'mobx';
import type { BalanceStore, HttpClient, SiteBus } from '@site/shared';
import { storeContracts } from './contracts-on-call';

/** Total over all venues uses category 8 (spec §9), kept to 2 decimals. */
export const TOTAL_CATEGORY = 8;

export class BalanceStoreImpl implements BalanceStore {
  centerWalletBalance = 0;
  totalMoney = 0;
  /** False until the first answer since login: the header shows a placeholder, never a false zero. */
  loaded = false;
  /** The latest refresh asked: an older one answering after it is dropped (its figures predate a move). */
  private asked = 0;

  constructor(
    private readonly http: () => HttpClient,
    private readonly bus: SiteBus,
    private readonly loggedIn: () => boolean,
  ) {
    makeAutoObservable<BalanceStoreImpl, 'http' | 'bus' | 'loggedIn' | 'asked'>(this, { http: false, bus: false, loggedIn: false, asked: false });
  }

  async refresh(): Promise<void> {
    if (!this.loggedIn()) return;
    const ask = ++this.asked;
    const { getBalance, allBalance } = await storeContracts();
    const [wallet, all] = await Promise.all([
      // The centre wallet as its statement ends (money locked by a withdrawal under review has left it): the
      // figure the balance event pushes and /mine/transRecord's newest running balance.
      this.http().call(getBalance, { withLockMoney: 0 }, { silent: true }),
      this.http().call(allBalance, { category: TOTAL_CATEGORY }, { silent: true }),
    ]);
    // The session may have ended meanwhile (a navigation asks for the balance beside member info, which can fail);
    // a later refresh (a push after a move) may have been asked meanwhile: its answer is the one to show.
    if (!this.loggedIn() || ask !== this.asked) return;
    runInAction(() => {
      this.centerWalletBalance = wallet.centerWalletBalance;
      this.totalMoney = Math.round(all.totalMoney * 100) / 100;
      this.loaded = true;
    });
    this.bus.emit('balance:changed', { centerWalletBalance: this.centerWalletBalance, totalMoney: this.totalMoney });
  }

  reset(): void {
    this.asked++;
    this.centerWalletBalance = 0;
    this.totalMoney = 0;
    this.loaded = false;
  }
}
