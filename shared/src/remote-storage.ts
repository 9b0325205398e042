import type { z } from './zod';
import { localStore, type LocalStore } from './local-store';

/**
 * One value a remote keeps in the browser: its key inside the remote's namespace, the schema
 * every read is validated with, and the value a missing or corrupt entry reads as.
 */
export interface StoredValue<S extends z.ZodType = z.ZodType> {
  readonly key: string;
  readonly schema: S;
  readonly fallback: z.output<S>;
}

/** Keys inside a namespace: a letter, then letters, digits, '-' or '_' (at most 41). */
export const STORED_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,40}$/;

export function defineStoredValue<S extends z.ZodType>(value: { key: string; schema: S; fallback: z.output<S> }): StoredValue<S> {
  if (!STORED_KEY_PATTERN.test(value.key)) throw new Error(`stored value key "${value.key}" must match ${STORED_KEY_PATTERN}`);
  return value;
}

/**
 * platform.storage: a remote's own local values, namespaced (the shell gives each remote its
 * namespace, so two remotes never read each other's keys). Reads are validated with the value's
 * schema: a corrupt or foreign entry is removed and the fallback returned, never thrown. Writes
 * are validated too: a value that breaks its schema is not written (false).
 */
export interface PlatformStorage {
  readonly namespace: string;
  get<S extends z.ZodType>(value: StoredValue<S>): z.output<S>;
  set<S extends z.ZodType>(value: StoredValue<S>, data: z.input<S>): boolean;
  remove(value: StoredValue): void;
}

/** The entry a stored value lives under: `<namespace>/<key>`, JSON text. */
export function storedEntryKey(namespace: string, key: string): string {
  return `${namespace}/${key}`;
}

/** A fresh copy of a fallback, so a caller changing what it read never changes the definition. */
function copyOf<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function createPlatformStorage(namespace: string, store: LocalStore = localStore): PlatformStorage {
  if (!STORED_KEY_PATTERN.test(namespace)) throw new Error(`storage namespace "${namespace}" must match ${STORED_KEY_PATTERN}`);
  const entry = (value: StoredValue) => storedEntryKey(namespace, value.key);
  return {
    namespace,
    get(value) {
      const raw = store.get(entry(value));
      if (raw === null) return copyOf(value.fallback);
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const checked = value.schema.safeParse(parsed);
      if (checked.success) return checked.data;
      console.warn(`[storage] ${entry(value)} was corrupt and is dropped`);
      store.remove(entry(value));
      return copyOf(value.fallback);
    },
    set(value, data) {
      const checked = value.schema.safeParse(data);
      if (!checked.success) {
        console.error(`[storage] refused to write ${entry(value)}: it breaks its schema`);
        return false;
      }
      return store.set(entry(value), JSON.stringify(checked.data));
    },
    remove(value) {
      store.remove(entry(value));
    },
  };
}
