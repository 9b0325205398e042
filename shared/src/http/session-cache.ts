/** Stable JSON: object keys sorted, so { a, b } and { b, a } are one cache entry. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * In-memory cache of the configuration calls for the session (spec §7): per path + body, the
 * promise is kept so parallel callers share one request; a failure drops the entry.
 */
export class SessionCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(path: string, body: unknown, load: () => Promise<T>): Promise<T> {
    const key = `${path}|${stableStringify(body)}`;
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const p = load();
    this.entries.set(key, p);
    p.catch(() => {
      if (this.entries.get(key) === p) this.entries.delete(key);
    });
    return p;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
