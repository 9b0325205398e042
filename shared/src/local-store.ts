/**
 * The one guarded access to the browser's local storage (shell and remotes): blocked storage
 * (privacy mode, sandboxed frame), a full quota or no window never throw; reads answer null,
 * writes answer false. Validation of what is read is the caller's (a schema or a validator).
 */
export interface LocalStore {
  get(key: string): string | null;
  /** Whether the value was written. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** Every key present (for prefix sweeps such as DD_). */
  keys(): string[];
}

function backing(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const localStore: LocalStore = {
  get(key) {
    try {
      return backing()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      const s = backing();
      if (!s) return false;
      s.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key) {
    try {
      backing()?.removeItem(key);
    } catch {
      // Blocked storage: nothing to remove.
    }
  },
  keys() {
    try {
      const s = backing();
      if (!s) return [];
      const out: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i);
        if (k !== null) out.push(k);
      }
      return out;
    } catch {
      return [];
    }
  },
};
