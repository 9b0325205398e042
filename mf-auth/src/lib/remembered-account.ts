import { StorageKey, decryptText, encryptText } from '@site/shared';

/** Remembered credentials (spec §3, §4): kept AES-encrypted under 'rememberedAccount', never in plain text. */
export interface RememberedAccount {
  name: string;
  password: string;
}

function isAccount(value: unknown): value is RememberedAccount {
  if (typeof value !== 'object' || value === null) return false;
  const { name, password } = value as Record<string, unknown>;
  return typeof name === 'string' && name.length > 0 && name.length <= 30 && typeof password === 'string' && password.length > 0 && password.length <= 64;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 'rememberPwd' holds the time it was switched on, '' when off. */
export function isRememberOn(): boolean {
  const raw = storage()?.getItem(StorageKey.rememberPassword) ?? '';
  return /^\d{10,16}$/.test(raw);
}

export function setRememberFlag(on: boolean, now: number = Date.now()): void {
  try {
    storage()?.setItem(StorageKey.rememberPassword, on ? String(now) : '');
    if (!on) storage()?.removeItem(StorageKey.rememberedCredentials);
  } catch {
    // Storage full or blocked: remembering is a convenience, the login still works.
  }
}

export function saveRememberedAccount(account: RememberedAccount): void {
  try {
    storage()?.setItem(StorageKey.rememberedCredentials, encryptText(JSON.stringify(account)));
  } catch {
    // See setRememberFlag.
  }
}

/** The remembered credentials, or null; a corrupt, foreign or unreadable value is removed. */
export function readRememberedAccount(): RememberedAccount | null {
  const store = storage();
  const raw = store?.getItem(StorageKey.rememberedCredentials);
  if (raw === null || raw === undefined || raw === '') return null;
  const plain = decryptText(raw);
  let parsed: unknown;
  try {
    parsed = plain === null ? null : JSON.parse(plain);
  } catch {
    parsed = null;
  }
  if (!isAccount(parsed)) {
    try {
      store?.removeItem(StorageKey.rememberedCredentials);
    } catch {
      // Nothing more to do.
    }
    return null;
  }
  return { name: parsed.name, password: parsed.password };
}
