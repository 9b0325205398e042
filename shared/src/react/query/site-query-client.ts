import { QueryClient, type Query } from '@tanstack/react-query';
import type { SiteBus } from '../../events';
import { worthRetrying } from '../../http/error-policy';

/**
 * What asks a read again besides its own key: the window regaining focus, the player switching language
 * (the key carries the language), logging in, or the member's balance changing anywhere on the page (the
 * shell's bus carries it across remotes).
 */
export type RefetchTrigger = 'focus' | 'language' | 'login' | 'balance';

/** What a read states in its query's meta. */
export interface SiteQueryMeta extends Record<string, unknown> {
  refetchOn?: readonly RefetchTrigger[];
}

/** A failed read is asked once more when the error policy says it is worth it (no answer came). */
const MAX_RETRIES = 1;

/**
 * The query client of one remote root: nothing refetches on focus or reconnect unless a read asks for it,
 * and a failure is retried only as the error policy allows.
 */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < MAX_RETRIES && worthRetrying(error),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

const asks = (trigger: RefetchTrigger) => (query: Query) => ((query.meta as SiteQueryMeta | undefined)?.refetchOn ?? []).includes(trigger);

/**
 * Marks stale, and asks again while shown, every read that asked to follow a bus event: a login, a balance
 * change made by any remote. Returns the unsubscribe.
 */
export function followBus(client: QueryClient, bus: SiteBus): () => void {
  const offs = [
    bus.subscribe('auth:login-success', () => void client.invalidateQueries({ predicate: asks('login') })),
    bus.subscribe('balance:changed', () => void client.invalidateQueries({ predicate: asks('balance') })),
  ];
  return () => offs.forEach((off) => off());
}
