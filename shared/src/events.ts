import type { Observable } from 'rxjs';

/** Auth dialog modes (spec §2): login = 1, register = 2, find password by phone = 3, by e-mail = 4. */
export const AuthMode = { LOGIN: 1, REGISTER: 2, FORGOT_PHONE: 3, FORGOT_EMAIL: 4, NEW_DEVICE: 5 } as const;
export type AuthModeValue = (typeof AuthMode)[keyof typeof AuthMode];

/**
 * After auth:password-changed the shell logs out, goes home and opens login once this delay has
 * passed (spec §2, §9: '3 秒后返回登录'); the dialog only shows the seconds left.
 */
export const PASSWORD_CHANGED_DELAY_MS = 3000;

export interface NewDeviceChallenge {
  name: string;
  /** The md5 password kept for the retried login. */
  password: string;
  maskedPhone: string;
  code: number;
  message: string;
}

/** Every event carried by the shell's RxJS bus (spec §4 Auth events + balance and unread). */
export interface SiteEvents {
  'auth:switch-way': { mode: AuthModeValue };
  'auth:login': { mode?: AuthModeValue };
  'auth:login-success': { userId: string };
  'auth:login-expired': { hadToken: boolean };
  'auth:forgot-password': { by: 'phone' | 'email' };
  'auth:register': Record<string, never>;
  'auth:new-device': NewDeviceChallenge;
  'auth:close': Record<string, never>;
  'auth:password-changed': Record<string, never>;
  'balance:changed': { centerWalletBalance: number; totalMoney: number };
  'unread:changed': { total: number; feedback: number };
  /** Opens the venue entry dialog (mf_casino's ./VenueEntryDialog) from any page. */
  'venue:enter': { enName: string; gameCode: string; isActivity: boolean };
  /** Opens the transfer-in dialog (mf_casino's ./TransferInDialog) for one venue wallet. */
  'wallet:transfer-in': { channelCode: string };
  /** The member changed a responsible-gambling setting (the reality check interval): the shell's session clock reads it again. */
  'responsible:changed': { realityCheckMinutes: number };
}
export type SiteEventName = keyof SiteEvents;
export interface SiteEvent<K extends SiteEventName = SiteEventName> {
  type: K;
  payload: SiteEvents[K];
}

export interface SiteBus {
  emit<K extends SiteEventName>(type: K, payload: SiteEvents[K]): void;
  on<K extends SiteEventName>(type: K): Observable<SiteEvents[K]>;
  /** Subscribe with a callback; returns the unsubscribe function. */
  subscribe<K extends SiteEventName>(type: K, handler: (payload: SiteEvents[K]) => void): () => void;
}
