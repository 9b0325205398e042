import { makeAutoObservable, runInAction } from 'mobx';
import { logout as logoutContract, memberInfo, type HttpClient, type SessionStore, type UserInfo } from '@site/shared';
import { printable, readStored, writeStored } from '../storage';

export interface SessionDeps {
  afterLogin(): Promise<void>;
}

/** Session: logged in = a token is stored (spec §4). */
export class SessionStoreImpl implements SessionStore {
  token: string = readStored('token', printable(256), '');
  userId: string = readStored('userId', printable(64), '');
  user: UserInfo | null = null;

  constructor(private readonly http: () => HttpClient, private readonly deps: SessionDeps) {
    makeAutoObservable<SessionStoreImpl, 'http' | 'deps'>(this, { http: false, deps: false });
  }

  get isLoggedIn(): boolean {
    return this.token !== '';
  }

  async loginSucceeded(token: string, userId: string): Promise<void> {
    this.token = token;
    this.userId = userId;
    writeStored('token', token);
    writeStored('userId', userId);
    await this.loadUserInfo();
    await this.deps.afterLogin();
  }

  async loadUserInfo(): Promise<UserInfo | null> {
    if (!this.isLoggedIn) return null;
    const user = await this.http().call(memberInfo, {}, { silent: true });
    runInAction(() => {
      this.user = user;
    });
    return user;
  }

  /** Local logout: forget token, user id and user info. */
  clearLocal(): void {
    this.token = '';
    this.userId = '';
    this.user = null;
    writeStored('token', null);
    writeStored('userId', null);
    writeStored('jwt', null);
  }

  async logout(): Promise<void> {
    if (this.isLoggedIn) {
      try {
        await this.http().call(logoutContract, {}, { silent: true });
      } catch {
        // The local logout happens anyway.
      }
    }
    this.clearLocal();
  }
}
