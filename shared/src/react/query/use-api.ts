import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { Contract, RequestOf, ResponseOf } from '../../contract';
import type { CallOptions } from '../../platform';
import { usePlatform } from '../platform-context';
import { useLanguage } from '../use-t';
import type { RefetchTrigger, SiteQueryMeta } from './site-query-client';

export interface ReadOptions<T> {
  /** false: not asked (yet); the query stays pending. */
  enabled?: boolean;
  /** Asked again every so many ms while shown (the function decides from the last answer; false stops). */
  pollMs?: number | false | ((data: T | undefined) => number | false);
  /** What else asks it again (see RefetchTrigger). */
  refetchOn?: readonly RefetchTrigger[];
}

/** A read as a component sees it: TanStack Query's result (data, error, isPending, refetch...). */
export type Read<T> = UseQueryResult<T, Error>;

const LANGUAGE_KEY = 'language';

/**
 * One read of the api by key: cached and shared by every component asking the same key, retried as the error
 * policy allows, polled or asked again on the triggers it names. With 'language' the key carries the language
 * shown and the answer in the old language stays while the new one comes (the page does not blank and jump).
 */
export function useRead<T>(key: QueryKey, load: () => Promise<T>, options: ReadOptions<T> = {}): Read<T> {
  const { i18n } = usePlatform();
  const language = useLanguage(i18n);
  const refetchOn = options.refetchOn ?? [];
  const byLanguage = refetchOn.includes('language');
  const queryKey: QueryKey = byLanguage ? [...key, { [LANGUAGE_KEY]: language }] : key;
  const poll = options.pollMs;
  const meta: SiteQueryMeta = { refetchOn };
  return useQuery({
    queryKey,
    queryFn: load,
    enabled: options.enabled ?? true,
    meta,
    refetchOnWindowFocus: refetchOn.includes('focus'),
    refetchInterval: typeof poll === 'function' ? (query) => poll(query.state.data) : (poll ?? false),
    refetchIntervalInBackground: true,
    placeholderData: byLanguage
      ? (previous, previousQuery) => (previousQuery && sameBesidesLanguage(previousQuery.queryKey, key) ? previous : undefined)
      : undefined,
  });
}

function sameBesidesLanguage(previous: QueryKey, key: QueryKey): boolean {
  return JSON.stringify(previous.slice(0, -1)) === JSON.stringify(key);
}

/** The key of a contract's reads: its path, then the body (invalidating the path reaches every body). */
export function readKey<C extends Contract>(contract: C, body?: RequestOf<C>): QueryKey {
  return body === undefined ? [contract.path] : [contract.path, body];
}

/**
 * One contract read through the platform's http client (signed, its error policy applied). A contract that
 * moves money is never a read: it goes through its intent's idempotency key.
 */
export function useApi<C extends Contract>(
  contract: C,
  body: RequestOf<C>,
  options: ReadOptions<ResponseOf<C>> & { call?: CallOptions; key?: QueryKey } = {},
): Read<ResponseOf<C>> {
  if (contract.movesMoney) throw new Error(`useApi: ${contract.path} moves money; it is sent with its intent's idempotency key, never read`);
  const { http } = usePlatform();
  const key = [...readKey(contract, body), ...(options.key ?? [])];
  return useRead(key, () => http.call(contract, body, options.call), options);
}

/** Marks the reads of these contracts stale (every body); those shown are asked again. For after a change. */
export function useInvalidate(): (...contracts: Contract[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (...contracts: Contract[]) => Promise.all(contracts.map((c) => client.invalidateQueries({ queryKey: readKey(c) }))).then(() => undefined),
    [client],
  );
}

/** One key's cached answer as a hook sees it: read it, change it in place, mark it stale. */
export interface CachedRead<T> {
  get(): T | undefined;
  /** Changes the answer shown (one an action's own answer carries); nothing while there is none yet. */
  edit(change: (answer: T) => T): void;
  /** Puts a newer answer in place (one an action's answer carries whole). */
  set(answer: T): void;
  invalidate(): Promise<void>;
}

/** The cache of one read's key, for a hook that changes what it shows from an action's answer. */
export function useCachedRead<T>(key: QueryKey): CachedRead<T> {
  const client = useQueryClient();
  const id = JSON.stringify(key);
  return useMemo(() => {
    const queryKey = JSON.parse(id) as QueryKey;
    return {
      get: () => client.getQueryData<T>(queryKey),
      edit: (change) => void client.setQueryData<T>(queryKey, (answer) => (answer === undefined ? answer : change(answer))),
      set: (answer) => void client.setQueryData<T>(queryKey, answer),
      invalidate: () => client.invalidateQueries({ queryKey }),
    };
  }, [client, id]);
}
