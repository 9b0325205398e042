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

  constructor(
    private readonly http: () => HttpClient,
    private readonly bus: SiteBus,
    private readonly loggedIn: () => boolean,
  ) {
    makeAutoObservable<BalanceStoreImpl, 'http' | 'bus' | 'loggedIn'>(this, { http: false, bus: false, loggedIn: false });
  }

  async refresh(): Promise<void> {
    if (!this.loggedIn()) return;
    const { getBalance, allBalance } = await storeContracts();
    const [wallet, all] = await Promise.all([
      // The centre wallet as its statement ends (money locked by a withdrawal under review has left it): the
      // figure the balance event pushes and /mine/transRecord's newest running balance.
      this.http().call(getBalance, { withLockMoney: 0 }, { silent: true }),
      this.http().call(allBalance, { category: TOTAL_CATEGORY }, { silent: true }),
    ]);
    // The session may have ended meanwhile (a navigation asks for the balance beside member info, which can fail).
    if (!this.loggedIn()) return;
    runInAction(() => {
      this.centerWalletBalance = wallet.centerWalletBalance;
      this.totalMoney = Math.round(all.totalMoney * 100) / 100;
      this.loaded = true;
    });
    this.bus.emit('balance:changed', { centerWalletBalance: this.centerWalletBalance, totalMoney: this.totalMoney });
  }

  reset(): void {
    this.centerWalletBalance = 0;
    this.totalMoney = 0;
    this.loaded = false;
  }
}
