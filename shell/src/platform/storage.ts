import { StorageKey, type StorageKeyName } from '@site/shared';

/**
 * Local storage through validating readers: a value that is corrupt, foreign or unreadable is
 * removed and the default is used, never a crash.
 */
export function readStored<T>(key: StorageKeyName, validate: (raw: string) => T | undefined, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(StorageKey[key]);
    if (raw === null) return fallback;
    const value = validate(raw);
    if (value === undefined) {
      window.localStorage.removeItem(StorageKey[key]);
      return fallback;
    }
    return value;
  } catch {
    return fallback;
  }
}

export function writeStored(key: StorageKeyName, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(StorageKey[key]);
    else window.localStorage.setItem(StorageKey[key], value);
  } catch {
    // Storage full or blocked: the session still works in memory.
  }
}

export const oneOf = <T extends string>(values: readonly T[]) => (raw: string): T | undefined =>
  (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
export const printable = (max: number) => (raw: string): string | undefined =>
  raw.length <= max && /^[\x21-\x7e]*$/.test(raw) ? raw : undefined;
