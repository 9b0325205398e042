import { ALL_RESPONSE_CODES, ResponseCode, type Envelope } from '../envelope';
import { isSiteError, SiteError } from '../site-error';
import type { CallOptions, NavigateTarget, PassedCode } from '../platform';

/**
 * What the signer does with each response code of spec §8:
 * - data: the call resolves with the data
 * - relogin: the login-expired flow of spec §4, the call rejects
 * - pass: returned to the caller (callWithCodes → PassedCode), never rejected by callWithCodes
 * - bindRealName: tips dialog with the server message and '去完善' → the member's real-name binding
 *   (bindRealNameTarget), back to the page once bound; rejects
 * - reenterGame: '数据错误，请重新进入游戏' dialog without a close button; rejects
 * - newDevice: rejected with the SiteError carrying the data, no toast (mf-auth opens new device)
 * - toast: the server message (or the catalog's when empty) as an error toast, typed rejection
 */
export type Behaviour = 'data' | 'relogin' | 'pass' | 'bindRealName' | 'reenterGame' | 'newDevice' | 'toast';

const C = ResponseCode;
export const ERROR_POLICY: Readonly<Record<number, Behaviour>> = {
  [C.SUCCESS]: 'data',
  [C.LOGIN_EXPIRED]: 'relogin',
  [C.INVALID_CREDENTIALS]: 'toast',
  [C.ACCESS_DENIED]: 'toast',
  [C.NOT_FOUND]: 'toast',
  [C.SERVER_ERROR]: 'toast',
  [C.BAD_GATEWAY]: 'toast',
  [C.INVALID_PARAMETER]: 'toast',
  [C.ILLEGAL_PARAMETER]: 'toast',
  [C.DATA_EXISTS]: 'toast',
  [C.FILE_UPLOAD_FAILURE]: 'toast',
  [C.FREQUENT_SUBMISSION]: 'toast',
  [C.WARNING]: 'toast',
  [C.MAINTENANCE]: 'toast',
  [C.INVOCATION_ERROR]: 'toast',
  [C.PHONE_NOT_BOUND]: 'toast',
  [C.PHONE_VERIFICATION_REQUIRED]: 'toast',
  [C.PHONE_VERIFICATION_REQUIRED_2]: 'toast',
  [C.GRAPHIC_VERIFICATION]: 'pass',
  [C.RAPID_VERIFICATION]: 'pass',
  [C.IP_NOT_PASSED]: 'newDevice',
  [C.DEVICE_NOT_PASSED]: 'newDevice',
  [C.DEVICE_AND_IP_NOT_PASSED]: 'newDevice',
  [C.LONG_TIME_NOT_LOGGED_IN]: 'newDevice',
  [C.RISKY_LOGIN]: 'newDevice',
  [C.CONTACT_CUSTOMER_SERVICE]: 'toast',
  [C.REGION_LIMITED]: 'toast',
  [C.REGION_WARNING]: 'toast',
  [C.IP_RESTRICTED]: 'toast',
  [C.MAX_PHONE_ATTEMPTS]: 'toast',
  [C.AUTHENTICATION_REQUIRED]: 'toast',
  [C.AUTHENTICATION_CODE_ERROR]: 'toast',
  [C.AUTHENTICATION_LOCKED]: 'toast',
  [C.AUTHENTICATION_CODE_EXPIRED]: 'toast',
  [C.TOO_MANY_DEVICES]: 'toast',
  [C.SIXTY_SECOND_LIMIT]: 'toast',
  [C.WALLET_TOKEN_EXPIRED]: 'toast',
  [C.PASSWORD_CHECK_FAILURE]: 'toast',
  [C.LOCKING_UNAVAILABLE]: 'toast',
  [C.WITHDRAWAL_PROTECTION_CONFIG_ERROR]: 'toast',
  [C.PARAMETER_ERROR]: 'toast',
  [C.UID_VERIFICATION]: 'reenterGame',
  [C.NO_DATA]: 'toast',
  [C.SYSTEM_MAINTENANCE]: 'toast',
  [C.SYSTEM_BUSY]: 'toast',
  [C.EBBQ_ERROR]: 'toast',
  [C.TESTING]: 'toast',
  [C.SYSTEM_ABNORMAL]: 'toast',
  [C.VENUE_ACTIVITY]: 'toast',
  [C.VENUE_MAINTENANCE]: 'toast',
  [C.BIND_REAL_NAME]: 'bindRealName',
  [C.POPUP_NOT_PROMPTED]: 'toast',
  [C.SUSPENDED_WITH_POPUP]: 'toast',
  [C.SUSPENDED_WITHOUT_POPUP]: 'toast',
};

/**
 * Where '去完善' of the 6449 dialog leads (spec §6, §8): the user info's real-name binding in the member centre
 * (/mine/auth?tab=realName), carrying the page the player was on (`back`) so the binding returns there.
 */
export function bindRealNameTarget(back: string): NavigateTarget {
  return { name: 'auth', query: { tab: 'realName', ...(bindRealNameReturn({ back }) ? { back } : {}) } };
}

/** The page to return to once the real name is bound: `back` of the binding's query when it is a path of this site, else null. */
export function bindRealNameReturn(query: Readonly<Record<string, string | undefined>>): string | null {
  const back = query.back ?? '';
  return back.startsWith('/') && !back.startsWith('//') && !back.includes('\\') && back.length <= 500 ? back : null;
}

/** A code outside the table is handled like any other server error. */
export function behaviourOf(code: number): Behaviour {
  return ERROR_POLICY[code] ?? 'toast';
}

/** Codes without an entry (a test keeps this empty). */
export function codesWithoutPolicy(): number[] {
  return ALL_RESPONSE_CODES.filter((c) => ERROR_POLICY[c] === undefined);
}

/** The side effects the policy may trigger; the platform wires them to dialogs, bus and router. */
export interface PolicyEffects {
  /** An error toast (never called for silent calls). */
  toast(message: string): void;
  /** The login-expired flow (spec §4). */
  relogin(): void;
  /** Tips dialog with the server message and '去完善' leading to user info. */
  bindRealName(message: string): void;
  /** '数据错误，请重新进入游戏' without a close button. */
  reenterGame(): void;
  /** The catalog message of a code (errors.<code>). */
  catalogMessage(code: number): string;
}

export type Outcome = { kind: 'data'; data: unknown } | { kind: 'passed'; passed: PassedCode } | { kind: 'reject'; error: SiteError };

/** Applies the policy table to one envelope. */
export function applyPolicy(env: Envelope, options: CallOptions, effects: PolicyEffects): Outcome {
  const behaviour = behaviourOf(env.code);
  const message = env.message || effects.catalogMessage(env.code);
  if (behaviour === 'data') return { kind: 'data', data: env.data };
  if (behaviour === 'pass' || options.passCodes?.includes(env.code)) {
    return { kind: 'passed', passed: { passed: true, code: env.code, message, data: env.data } };
  }
  const error = new SiteError(env.code, message, env.data);
  switch (behaviour) {
    case 'relogin':
      effects.relogin();
      return { kind: 'reject', error: new SiteError(env.code, effects.catalogMessage(env.code), env.data) };
    case 'bindRealName':
      effects.bindRealName(message);
      break;
    case 'reenterGame':
      effects.reenterGame();
      return { kind: 'reject', error: new SiteError(env.code, effects.catalogMessage(env.code), env.data) };
    case 'newDevice':
      break;
    case 'toast':
      if (!options.silent) effects.toast(message);
      break;
  }
  return { kind: 'reject', error };
}

/** Why a request failed before an envelope could be read. */
export type TransportFailure = 'timeout' | 'network' | 'http' | 'unreadable';

/** Catalog keys of the transport failures. */
export const TRANSPORT_MESSAGE_KEY: Record<TransportFailure, string> = {
  timeout: 'errors.timeout',
  network: 'errors.network',
  http: 'errors.http',
  unreadable: 'errors.http',
};

/**
 * Whether a failed read is worth asking again: only when no answer came at all (the network dropped or the
 * request timed out). Every envelope code the api answered is its word and asking again would only repeat it;
 * an HTTP error status is the server's answer too (a 401 runs the login-expired flow).
 */
export function worthRetrying(error: unknown): boolean {
  if (!isSiteError(error)) return false;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return reason === 'network' || reason === 'timeout';
}

/**
 * HTTP and network failures: a 401 runs the login-expired flow; anything else is logged and
 * rejected with a Chinese message (a toast unless silent) — never a blank page.
 */
export function applyTransportFailure(
  failure: { reason: TransportFailure; status?: number },
  options: CallOptions,
  effects: PolicyEffects & { transportMessage(reason: TransportFailure): string },
): SiteError {
  if (failure.status === 401) {
    effects.relogin();
    return new SiteError(ResponseCode.LOGIN_EXPIRED, effects.catalogMessage(ResponseCode.LOGIN_EXPIRED), { httpStatus: 401 });
  }
  const message = effects.transportMessage(failure.reason);
  if (!options.silent) effects.toast(message);
  const code = failure.status === 502 || failure.status === 503 || failure.status === 504 ? ResponseCode.BAD_GATEWAY : ResponseCode.SERVER_ERROR;
  return new SiteError(code, message, { httpStatus: failure.status ?? 0, reason: failure.reason });
}
