import { DECRYPTED_CACHE_PREFIX, EDITIONS, LANGUAGES, REFERRAL_CODE_PATTERN, StorageKey, localStore, type StorageKeyName } from '@site/shared';

/**
 * The site-wide entries of spec §3 through validating readers: a value that is corrupt, foreign
 * or unreadable is removed and the default is used, never a crash (blocked or full storage is
 * handled once, by localStore). A remote's own values go through platform.storage.
 */
export function readStored<T>(key: StorageKeyName, validate: (raw: string) => T | undefined, fallback: T): T {
  const raw = localStore.get(StorageKey[key]);
  if (raw === null) return fallback;
  const value = validate(raw);
  if (value === undefined) {
    localStore.remove(StorageKey[key]);
    return fallback;
  }
  return value;
}

/** Storage full or blocked: the session still works in memory. */
export function writeStored(key: StorageKeyName, value: string | null): void {
  if (value === null) localStore.remove(StorageKey[key]);
  else localStore.set(StorageKey[key], value);
}

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | undefined =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
export const printable =
  (max: number) =>
  (raw: string): string | undefined =>
    raw.length <= max && /^[\x21-\x7e]*$/.test(raw) ? raw : undefined;
const matching =
  (re: RegExp) =>
  (raw: string): string | undefined =>
    re.test(raw) ? raw : undefined;

/** Base64 text (what crypto-js writes for a ciphertext). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The meaning of each client storage entry of spec §3, as a validator of its stored text. */
export const STORAGE_VALIDATORS: Record<StorageKeyName, (raw: string) => string | undefined> = {
  token: printable(512),
  inviteCode: matching(REFERRAL_CODE_PATTERN),
  referralCode: matching(REFERRAL_CODE_PATTERN),
  originalUrl: (raw) => (raw.length <= 2048 && /^https?:\/\/[^\s]+$/.test(raw) ? raw : undefined),
  jwt: printable(4096),
  userId: printable(64),
  /** The time "remember password" was switched on, or '' when off. */
  rememberPassword: (raw) => (raw === '' || /^\d{10,16}$/.test(raw) ? raw : undefined),
  /**
   * Written encrypted by mf-auth (AES, base64): valid when it has a ciphertext's form. Whether our key reads it back
   * is mf-auth's check (readRememberedAccount removes what it cannot read), so the shell's first page carries no cipher.
   */
  rememberedCredentials: (raw) => (raw.length <= 4096 && BASE64.test(raw) ? raw : undefined),
  edition: oneOf(EDITIONS),
  language: oneOf(LANGUAGES),
  safeSwitch: oneOf(['0', '1']),
  deviceId: printable(200),
};

/** One entry, validated by its meaning; '' when absent or discarded. */
export function readEntry(key: StorageKeyName): string {
  return readStored(key, STORAGE_VALIDATORS[key], '');
}

/** Writes one entry when the value fits its meaning; returns whether it was written. */
export function writeEntry(key: StorageKeyName, value: string): boolean {
  if (STORAGE_VALIDATORS[key](value) === undefined) return false;
  writeStored(key, value);
  return true;
}

export interface DecryptedCache<T = unknown> {
  d: T;
  v: string | number;
}

function isDecryptedCache(value: unknown): value is DecryptedCache {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('d' in value) || !('v' in value)) return false;
  const v = (value as { v: unknown }).v;
  return typeof v === 'string' || typeof v === 'number';
}

/** A DD_ cache entry ({ d, v }); a corrupt one is removed and null returned. */
export function readDecryptedCache<T = unknown>(name: string): DecryptedCache<T> | null {
  const key = DECRYPTED_CACHE_PREFIX + name;
  const raw = localStore.get(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDecryptedCache(parsed)) return parsed as DecryptedCache<T>;
  } catch {
    // fall through: corrupt
  }
  localStore.remove(key);
  return null;
}

/** Storage full: the cache is an optimisation only. */
export function writeDecryptedCache(name: string, d: unknown, v: string | number): void {
  localStore.set(DECRYPTED_CACHE_PREFIX + name, JSON.stringify({ d, v }));
}

/** Removes every DD_ entry (login expired). */
export function clearDecryptedCaches(): void {
  for (const k of localStore.keys()) if (k.startsWith(DECRYPTED_CACHE_PREFIX)) localStore.remove(k);
}
