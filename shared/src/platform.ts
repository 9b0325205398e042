import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { Contract, RequestOf, ResponseOf } from './contract';
import type { SiteBus } from './events';
import type { RemoteName } from './remotes';
import type { RouteMatch } from './routes';
import type { UserInfo, SiteFlags } from './contracts';
import type { Edition } from './tokens';
import type { Language } from './i18n';
import type { SocketService } from './live/socket-service';
import type { PlatformStorage } from './remote-storage';

/** Options of one call. */
export interface CallOptions {
  /** Return these codes' envelopes instead of rejecting (6021/6022 always are). */
  passCodes?: readonly number[];
  /** Do not toast a server message: the caller shows it. */
  silent?: boolean;
  /**
   * One key per user intent (one click of 转入, one bet), minted with newIdempotencyKey() and
   * reused on every retry of that intent; sent as the idempotency-key header. Required by a
   * contract with movesMoney: without it the call is refused before any request.
   */
  idempotencyKey?: string;
}

/** A call's outcome when the server answers a code the caller asked to see (6021, 6022, ...). */
export interface PassedCode {
  passed: true;
  code: number;
  message: string;
  data: unknown;
}

/** Whether a call's outcome is a PassedCode (the one check every caller uses). */
export function isPassedCode(value: unknown): value is PassedCode {
  return (
    typeof value === 'object' && value !== null && (value as { passed?: unknown }).passed === true && typeof (value as { code?: unknown }).code === 'number'
  );
}

export interface HttpClient {
  call<C extends Contract>(contract: C, body: RequestOf<C>, options?: CallOptions): Promise<ResponseOf<C>>;
  /** Like call, but 6021/6022 (and options.passCodes) come back as a PassedCode instead of data. */
  callWithCodes<C extends Contract>(contract: C, body: RequestOf<C>, options?: CallOptions): Promise<ResponseOf<C> | PassedCode>;
}

export interface SessionStore {
  readonly token: string;
  readonly userId: string;
  readonly user: UserInfo | null;
  readonly isLoggedIn: boolean;
  /** Store token and user id after a successful login, then load info, balance and unread. */
  loginSucceeded(token: string, userId: string): Promise<void>;
  loadUserInfo(): Promise<UserInfo | null>;
  /** Log out locally (and at the api when a token exists). */
  logout(): Promise<void>;
}
export interface BalanceStore {
  readonly centerWalletBalance: number;
  readonly totalMoney: number;
  refresh(): Promise<void>;
}
export interface UnreadStore {
  readonly total: number;
  readonly feedback: number;
  refresh(): Promise<void>;
}
export interface SiteStore {
  readonly ip: string;
  readonly title: string;
  readonly h5DomainUrl: string;
  readonly flags: SiteFlags | null;
  readonly edition: Edition;
  readonly language: Language;
  /** The customer-service URL once loaded ('' before, or when the site has none). */
  readonly customerServiceUrl: string;
  /** Loads (once per session) and decrypts the customer-service URL; '' when none; rejects when the call fails. */
  customerService(): Promise<string>;
  /** On while the sport venue page is shown (route guard 4). */
  readonly sportMode: boolean;
  /** The sport venue (route enName, e.g. 'crty') the sport page initialised; '' before any. */
  readonly activeVenue: string;
  setEdition(edition: Edition): void;
  setLanguage(language: Language): void;
}
export interface Stores {
  session: SessionStore;
  balance: BalanceStore;
  unread: UnreadStore;
  site: SiteStore;
}

export interface NavigateTarget {
  name: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** One-time hand-over of data to the next page (read once with navigate.takeHandover()). */
  handover?: unknown;
}
export interface Navigator {
  to(target: NavigateTarget): void;
  path(path: string): void;
  back(): void;
  homeAndReload(): void;
  newWindow(url: string): void;
  takeHandover<T = unknown>(): T | undefined;
  /**
   * The current page with this query (a remote's sub-page: tab, filter, page number), so reload
   * and back work. A new history entry by default; { replace: true } for typing in a filter.
   */
  query(query: Record<string, string>, options?: { replace?: boolean }): void;
}

export type ToastKind = 'info' | 'error' | 'success' | 'warning';
export interface ConfirmOptions {
  title?: string;
  content: string;
  cancelText?: string;
  confirmText?: string;
  /** Single-button mode: only the confirm button. */
  single?: boolean;
}
export interface TipsOptions {
  title?: string;
  message: string;
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
  closable?: boolean;
}
export interface Dialogs {
  toast(message: string, kind?: ToastKind): void;
  /** Resolves true on confirm, false on cancel/close. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  tips(options: TipsOptions): Promise<boolean>;
  /** Login-required prompt: confirm opens the login dialog. */
  loginRequired(): Promise<void>;
  /** A loading toast that closes itself after 3 s (or when close() is called). */
  loading(message?: string): { close(): void };
}

/**
 * Renders an exposed module of another remote, loaded by the shell (remotes never import each
 * other). Name the module through the kit's typed map: `module={EXPOSED.mf_help.legal}`.
 */
export type RemoteViewComponent = ComponentType<{ module: `${RemoteName}/${string}`; props?: Record<string, unknown> }>;

/** Device and referral facts the shell keeps (spec §3). */
export interface DeviceInfo {
  /** The device fingerprint (also sent as the uuid header). */
  id(): string;
  /** Invite (icode) and referral (rcode) codes read from the URL at start-up; '' when none. */
  codes(): { inviteCode: string; referralCode: string };
  /** Clears the invite and referral codes together. */
  clearCodes(): void;
  /** Installing the site as an app (the shell catches the browser's offer as the page starts); absent on an older shell. */
  appInstall?: AppInstall;
}

/** Where installing the site as an app stands: offered by the browser now, already running installed, or neither. */
export type AppInstallState = 'offered' | 'installed' | 'unavailable';

/** The browser's offer to install the site (beforeinstallprompt), kept by the shell for any page to use. */
export interface AppInstall {
  state(): AppInstallState;
  /** Calls `listener` on every change of state; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Shows the browser's install prompt (once per offer); answers the player's choice. */
  prompt(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

/** What every remote parcel is mounted with. */
export interface PlatformProps {
  bus: SiteBus;
  http: HttpClient;
  stores: Stores;
  navigate: Navigator;
  i18n: I18n;
  dialogs: Dialogs;
  RemoteView: RemoteViewComponent;
  device: DeviceInfo;
  /** The one live connection (chat, odds, scores, balance pushes), owned by the shell. */
  socket: SocketService;
  /** This remote's own local values (its own namespace), validated on read. */
  storage: PlatformStorage;
}
export interface MountProps extends PlatformProps {
  route: RouteMatch;
}
