/** Where the versions that failed in this tab are kept (session storage: a new session tries them again). */
export const BROKEN_VERSIONS_KEY = 'site:broken-remote-versions';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The browser's circuit breaker: remembers, for this session, each remote version that failed to
 * load, so later pages try the next good version first instead of waiting it out again.
 */
export class SessionBreaker {
  constructor(private readonly storage: SessionLike | null) {}

  private read(): Record<string, string[]> {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(BROKEN_VERSIONS_KEY) ?? '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      const out: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(parsed)) if (Array.isArray(v)) out[k] = v.filter((x): x is string => typeof x === 'string');
      return out;
    } catch {
      return {};
    }
  }

  failed(remote: string): ReadonlySet<string> {
    return new Set(this.read()[remote] ?? []);
  }

  trip(remote: string, version: string): void {
    const all = this.read();
    all[remote] = [...new Set([...(all[remote] ?? []), version])];
    try {
      this.storage?.setItem(BROKEN_VERSIONS_KEY, JSON.stringify(all));
    } catch {
      // storage full or blocked: the breaker only lasts this page
    }
  }

  /** A version that loads again (after a retry) is trusted again. */
  reset(remote: string, version: string): void {
    const all = this.read();
    if (!all[remote]?.includes(version)) return;
    all[remote] = all[remote]!.filter((v) => v !== version);
    try {
      this.storage?.setItem(BROKEN_VERSIONS_KEY, JSON.stringify(all));
    } catch {
      // as above
    }
  }
}

/** The tab's session storage, or none (private mode, tests). */
export function browserSession(): SessionLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
