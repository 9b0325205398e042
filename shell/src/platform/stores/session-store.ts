import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, SessionStore, SiteBus, UserInfo } from '@site/shared';
import { storeContracts } from './contracts-on-call';
import { readEntry, writeEntry, writeStored } from '../storage';

export interface SessionDeps {
  bus: SiteBus;
  /** After a login: balance and unread refreshed. */
  afterLogin(): Promise<void>;
  /** After a local logout: balance and unread forgotten. */
  afterLogout(): void;
}

/** Session: logged in = a token is stored (spec §4). */
export class SessionStoreImpl implements SessionStore {
  token: string = readEntry('token');
  userId: string = readEntry('userId');
  user: UserInfo | null = null;

  constructor(
    private readonly http: () => HttpClient,
    private readonly deps: SessionDeps,
  ) {
    makeAutoObservable<SessionStoreImpl, 'http' | 'deps'>(this, { http: false, deps: false });
  }

  get isLoggedIn(): boolean {
    return this.token !== '';
  }

  /** Both a bound phone and a bound real name (guard 2). */
  get phoneAndNameBound(): boolean {
    return this.user !== null && this.user.bindPhone && this.user.bindRealName;
  }

  /**
   * Login success (spec §4): store token and user id, load user info and balance, refresh the
   * unread count, then emit auth:login-success (remotes close their dialog on it).
   */
  async loginSucceeded(token: string, userId: string): Promise<void> {
    if (!writeEntry('token', token)) throw new Error('invalid token');
    writeEntry('userId', userId);
    runInAction(() => {
      this.token = token;
      this.userId = userId;
    });
    try {
      await this.loadUserInfo();
    } catch (e) {
      console.error('[session] user info after login failed', e);
    }
    await this.deps.afterLogin();
    this.deps.bus.emit('auth:login-success', { userId });
  }

  async loadUserInfo(): Promise<UserInfo | null> {
    if (!this.isLoggedIn) return null;
    const { memberInfo } = await storeContracts();
    const user = await this.http().call(memberInfo, {}, { silent: true });
    runInAction(() => {
      this.user = user;
      if (user.userId && user.userId !== this.userId) {
        this.userId = user.userId;
        writeEntry('userId', user.userId);
      }
    });
    return user;
  }

  /** Local logout: forget token, user id, jwt and user info. */
  clearLocal(): void {
    this.token = '';
    this.userId = '';
    this.user = null;
    writeStored('token', null);
    writeStored('userId', null);
    writeStored('jwt', null);
    this.deps.afterLogout();
  }

  async logout(): Promise<void> {
    if (this.isLoggedIn) {
      try {
        const { logout } = await storeContracts();
        await this.http().call(logout, {}, { silent: true, passCodes: [6001] });
      } catch {
        // The local logout happens anyway.
      }
    }
    this.clearLocal();
  }
}
