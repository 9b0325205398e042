import { DECRYPTED_CACHE_PREFIX, EDITIONS, LANGUAGES, StorageKey, decryptText, type StorageKeyName } from '@site/shared';

/**
 * Local storage through validating readers (spec §3): a value that is corrupt, foreign or
 * unreadable is removed and the default is used, never a crash.
 */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: StorageKeyName, validate: (raw: string) => T | undefined, fallback: T): T {
  try {
    const s = store();
    const raw = s?.getItem(StorageKey[key]) ?? null;
    if (raw === null) return fallback;
    const value = validate(raw);
    if (value === undefined) {
      s?.removeItem(StorageKey[key]);
      return fallback;
    }
    return value;
  } catch {
    return fallback;
  }
}

export function writeStored(key: StorageKeyName, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(StorageKey[key]);
    else store()?.setItem(StorageKey[key], value);
  } catch {
    // Storage full or blocked: the session still works in memory.
  }
}

export const oneOf = <T extends string>(values: readonly T[]) => (raw: string): T | undefined =>
  (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
export const printable = (max: number) => (raw: string): string | undefined =>
  raw.length <= max && /^[\x21-\x7e]*$/.test(raw) ? raw : undefined;
const matching = (re: RegExp) => (raw: string): string | undefined => (re.test(raw) ? raw : undefined);

/** An invite or referral code as the URL may carry it. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The meaning of each client storage entry of spec §3, as a validator of its stored text. */
export const STORAGE_VALIDATORS: Record<StorageKeyName, (raw: string) => string | undefined> = {
  token: printable(512),
  inviteCode: matching(CODE_PATTERN),
  referralCode: matching(CODE_PATTERN),
  originalUrl: (raw) => (raw.length <= 2048 && /^https?:\/\/[^\s]+$/.test(raw) ? raw : undefined),
  jwt: printable(4096),
  userId: printable(64),
  /** '1' hides venues without balance, '0' shows them. */
  hideNoBalance: oneOf(['1', '0']),
  /** The time "remember password" was switched on, or '' when off. */
  rememberPassword: (raw) => (raw === '' || /^\d{10,16}$/.test(raw) ? raw : undefined),
  /** Written encrypted by mf-auth: valid only when our key reads it back. */
  rememberedCredentials: (raw) => (decryptText(raw) !== null ? raw : undefined),
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

/** Remembered-password flag: the current timestamp when on, '' when off. */
export function setRememberPassword(on: boolean, now: number = Date.now()): void {
  writeStored('rememberPassword', on ? String(now) : '');
}

/** Hide-no-balance flag: '1' or '0'. */
export function readHideNoBalance(): boolean {
  return readEntry('hideNoBalance') === '1';
}
export function setHideNoBalance(hide: boolean): void {
  writeStored('hideNoBalance', hide ? '1' : '0');
}

export interface DecryptedCache<T = unknown> {
  d: T;
  v: string | number;
}

/** A DD_ cache entry ({ d, v }); a corrupt one is removed and null returned. */
export function readDecryptedCache<T = unknown>(name: string): DecryptedCache<T> | null {
  const s = store();
  const key = DECRYPTED_CACHE_PREFIX + name;
  try {
    const raw = s?.getItem(key) ?? null;
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'd' in parsed && 'v' in parsed &&
      (typeof (parsed as { v: unknown }).v === 'string' || typeof (parsed as { v: unknown }).v === 'number')
    ) {
      return parsed as DecryptedCache<T>;
    }
  } catch {
    // fall through: corrupt
  }
  try {
    s?.removeItem(key);
  } catch {
    // blocked storage
  }
  return null;
}

export function writeDecryptedCache(name: string, d: unknown, v: string | number): void {
  try {
    store()?.setItem(DECRYPTED_CACHE_PREFIX + name, JSON.stringify({ d, v }));
  } catch {
    // Storage full: the cache is an optimisation only.
  }
}

/** Removes every DD_ entry (login expired). */
export function clearDecryptedCaches(): void {
  const s = store();
  if (!s) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k !== null && k.startsWith(DECRYPTED_CACHE_PREFIX)) keys.push(k);
    }
    for (const k of keys) s.removeItem(k);
  } catch {
    // blocked storage
  }
}
