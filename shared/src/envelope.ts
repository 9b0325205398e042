import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** Response codes of spec §8. */
export const ResponseCode = {
  SUCCESS: 6000,
  LOGIN_EXPIRED: 6001,
  INVALID_CREDENTIALS: 6002,
  ACCESS_DENIED: 6003,
  NOT_FOUND: 6004,
  SERVER_ERROR: 6005,
  BAD_GATEWAY: 6006,
  INVALID_PARAMETER: 6007,
  ILLEGAL_PARAMETER: 6008,
  DATA_EXISTS: 6009,
  FILE_UPLOAD_FAILURE: 6010,
  FREQUENT_SUBMISSION: 6011,
  WARNING: 6012,
  MAINTENANCE: 6013,
  INVOCATION_ERROR: 6014,
  PHONE_NOT_BOUND: 6015,
  PHONE_VERIFICATION_REQUIRED: 6016,
  PHONE_VERIFICATION_REQUIRED_2: 6017,
  GRAPHIC_VERIFICATION: 6021,
  RAPID_VERIFICATION: 6022,
  IP_NOT_PASSED: 6025,
  DEVICE_NOT_PASSED: 6026,
  DEVICE_AND_IP_NOT_PASSED: 6027,
  LONG_TIME_NOT_LOGGED_IN: 6028,
  RISKY_LOGIN: 6029,
  CONTACT_CUSTOMER_SERVICE: 6030,
  REGION_LIMITED: 6031,
  REGION_WARNING: 6032,
  IP_RESTRICTED: 6033,
  MAX_PHONE_ATTEMPTS: 6034,
  AUTHENTICATION_REQUIRED: 6035,
  AUTHENTICATION_CODE_ERROR: 6036,
  AUTHENTICATION_LOCKED: 6037,
  AUTHENTICATION_CODE_EXPIRED: 6038,
  TOO_MANY_DEVICES: 6039,
  SIXTY_SECOND_LIMIT: 6066,
  WALLET_TOKEN_EXPIRED: 6099,
  PASSWORD_CHECK_FAILURE: 6100,
  LOCKING_UNAVAILABLE: 6110,
  WITHDRAWAL_PROTECTION_CONFIG_ERROR: 6111,
  PARAMETER_ERROR: 6301,
  UID_VERIFICATION: 6302,
  NO_DATA: 6303,
  SYSTEM_MAINTENANCE: 6316,
  SYSTEM_BUSY: 6317,
  EBBQ_ERROR: 6318,
  TESTING: 6366,
  SYSTEM_ABNORMAL: 6399,
  VENUE_ACTIVITY: 6413,
  VENUE_MAINTENANCE: 6415,
  BIND_REAL_NAME: 6449,
  POPUP_NOT_PROMPTED: 6500,
  SUSPENDED_WITH_POPUP: 6501,
  SUSPENDED_WITHOUT_POPUP: 6502,
} as const;
export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];
export const ALL_RESPONSE_CODES: readonly number[] = Object.values(ResponseCode);

/** Login answers that open the new-device screen (spec §4 Risky login). */
export const NEW_DEVICE_CODES: readonly number[] = [6025, 6026, 6027, 6028, 6029];

/** The first envelope form: numeric code, message, data. */
export const envelopeSchema = lazySchema(() => z.object({ code: z.number(), message: z.string(), data: z.unknown() }));
/** The second envelope form: status_code, data, message. */
export const statusEnvelopeSchema = lazySchema(() => z.object({ status_code: z.number(), message: z.string().optional(), data: z.unknown() }));

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Reads either envelope form into { code, message, data }; null when it is neither. */
export function readEnvelope(body: unknown): Envelope | null {
  const a = envelopeSchema.safeParse(body);
  if (a.success) return { code: a.data.code, message: a.data.message, data: a.data.data };
  const b = statusEnvelopeSchema.safeParse(body);
  if (b.success) return { code: b.data.status_code, message: b.data.message ?? '', data: b.data.data };
  return null;
}

export function ok<T>(data: T, message = '成功'): Envelope<T> {
  return { code: ResponseCode.SUCCESS, message, data };
}

export function fail(code: number, message: string, data: unknown = null): Envelope {
  return { code, message, data };
}
