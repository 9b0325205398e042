import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, SiteBus, UnreadStore } from '@site/shared';
import { storeContracts } from './contracts-on-call';

export class UnreadStoreImpl implements UnreadStore {
  total = 0;
  feedback = 0;

  constructor(
    private readonly http: () => HttpClient,
    private readonly bus: SiteBus,
    private readonly loggedIn: () => boolean,
  ) {
    makeAutoObservable<UnreadStoreImpl, 'http' | 'bus' | 'loggedIn'>(this, { http: false, bus: false, loggedIn: false });
  }

  async refresh(): Promise<void> {
    if (!this.loggedIn()) return;
    const { getUnreadForType, feedbackUnreadNum, sumUnread } = await storeContracts();
    const [counts, fb] = await Promise.all([
      this.http().call(getUnreadForType, { userSystem: 1 }, { silent: true }),
      this.http()
        .call(feedbackUnreadNum, {}, { silent: true })
        .catch(() => ({ count: 0 })),
    ]);
    runInAction(() => {
      this.total = sumUnread(counts);
      this.feedback = fb.count;
    });
    this.bus.emit('unread:changed', { total: this.total, feedback: this.feedback });
  }

  reset(): void {
    this.total = 0;
    this.feedback = 0;
  }
}
