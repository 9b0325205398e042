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
  /** The member/info call in flight (joinUserInfo), and how many were started (the newest answer is kept). */
  private loading: Promise<UserInfo | null> | null = null;
  private loadsStarted = 0;
  /** The call a member's first page made at its start (loadUserInfoAhead), kept for that page's guard. */
  private ahead: Promise<UserInfo | null> | null = null;

  constructor(
    private readonly http: () => HttpClient,
    private readonly deps: SessionDeps,
  ) {
    makeAutoObservable<SessionStoreImpl, 'http' | 'deps' | 'loading' | 'loadsStarted' | 'ahead'>(this, {
      http: false,
      deps: false,
      loading: false,
      loadsStarted: false,
      ahead: false,
    });
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

  /**
   * member/info now, a call of its own (after a change the caller needs the answer that follows it). When
   * several are under way, the answer of the newest is the one kept, and none for a session that has ended.
   */
  loadUserInfo(): Promise<UserInfo | null> {
    if (!this.isLoggedIn) return Promise.resolve(null);
    const started = ++this.loadsStarted;
    const token = this.token;
    const load = storeContracts()
      .then(({ memberInfo }) => this.http().call(memberInfo, {}, { silent: true }))
      .then((user) => {
        if (started === this.loadsStarted && token === this.token) this.keepUser(user);
        return user;
      });
    this.loading = load;
    const done = () => {
      if (this.loading === load) this.loading = null;
    };
    load.then(done, done);
    return load;
  }

  /**
   * member/info asked for at the start of a member's first page, before its route guard runs (the guard would
   * ask only after the page tree's first commit): kept, under way or answered, for that guard's joinUserInfo.
   */
  loadUserInfoAhead(): Promise<UserInfo | null> {
    this.ahead = this.loadUserInfo();
    return this.ahead;
  }

  /**
   * member/info for a reader that changed nothing (a route guard): the call asked for ahead for this page
   * (taken once), or the call already under way, else a new one.
   */
  joinUserInfo(): Promise<UserInfo | null> {
    const ahead = this.ahead;
    this.ahead = null;
    return ahead ?? this.loading ?? this.loadUserInfo();
  }

  private keepUser(user: UserInfo): void {
    this.user = user;
    if (user.userId && user.userId !== this.userId) {
      this.userId = user.userId;
      writeEntry('userId', user.userId);
    }
  }

  /** Local logout: forget token, user id, jwt and user info. */
  clearLocal(): void {
    this.loading = null;
    this.ahead = null;
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
