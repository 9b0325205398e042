/**
 * Client storage entries of spec §3 that are site-wide. Values are read through a validating reader:
 * a corrupt one is dropped. A remote's own values (bet slip, odds type, hide-no-balance flag,
 * favourites) live in platform.storage under the remote's namespace (stored-values.ts).
 */
export const StorageKey = {
  token: 'token',
  inviteCode: 'icode',
  referralCode: 'rcode',
  originalUrl: 'originUrl',
  jwt: 'jwtToken',
  userId: 'userId',
  /** Timestamp when "remember password" is on, '' when off. */
  rememberPassword: 'rememberPwd',
  /** Remembered credentials, AES-encrypted. */
  rememberedCredentials: 'rememberedAccount',
  edition: 'edition',
  language: 'language',
  safeSwitch: 'safeSwitch',
  deviceId: 'deviceId',
} as const;
export type StorageKeyName = keyof typeof StorageKey;
/** Cached decrypted data: DD_<name> holding { d: data, v: version }. */
export const DECRYPTED_CACHE_PREFIX = 'DD_';
/** An invite or referral code as the URL may carry it (shell and mf-auth check the same). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
