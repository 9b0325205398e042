import type { z } from './zod';

/**
 * A remote's own sub-pages (tabs, filters, page numbers) live in the route's query, so a reload
 * and the browser's back button bring them back (docs/architecture.md: "Platform services for remotes"). A sub-page
 * names its query fields with a schema each; `default(...)` gives the value of a missing field.
 *
 *   const orders = defineSubPage({ tab: z.enum(['all', 'open']).default('all'), page: z.coerce.number().int().min(1).default(1) });
 *   orders.read(route.query)              // { tab: 'all', page: 1 } — a bad field reads as its default
 *   orders.query({ tab: 'open', page: 2 }) // { tab: 'open', page: '2' } — defaults are left out
 */
export interface SubPage<T extends Record<string, unknown>> {
  readonly fields: readonly (keyof T & string)[];
  /** The sub-page state in a query; each missing or bad field reads as its default. */
  read(query: Readonly<Record<string, string>>): T;
  /** The query of a state (fields at their default are left out, so URLs stay short). */
  query(state: T): Record<string, string>;
}

type Fields = Record<string, z.ZodType>;
type StateOf<F extends Fields> = { [K in keyof F]: z.output<F[K]> };

export function defineSubPage<F extends Fields>(fields: F): SubPage<StateOf<F>> {
  const names = Object.keys(fields) as (keyof F & string)[];
  const defaultOf = (name: keyof F & string): unknown => {
    const d = fields[name]!.safeParse(undefined);
    return d.success ? d.data : undefined;
  };
  return {
    fields: names,
    read(query) {
      const out: Record<string, unknown> = {};
      for (const name of names) {
        const raw = Object.prototype.hasOwnProperty.call(query, name) ? query[name] : undefined;
        const parsed = fields[name]!.safeParse(raw);
        out[name] = parsed.success ? parsed.data : defaultOf(name);
      }
      return out as StateOf<F>;
    },
    query(state) {
      const out: Record<string, string> = {};
      for (const name of names) {
        const value = state[name];
        if (value === undefined || value === null || value === defaultOf(name)) continue;
        out[name] = String(value);
      }
      return out;
    },
  };
}

/** The route query with one sub-page's fields replaced by a state's (other keys kept). */
export function withSubPage<T extends Record<string, unknown>>(
  current: Readonly<Record<string, string>>,
  subPage: SubPage<T>,
  state: T,
): Record<string, string> {
  const rest = Object.fromEntries(Object.entries(current).filter(([k]) => !(subPage.fields as readonly string[]).includes(k)));
  return { ...rest, ...subPage.query(state) };
}
