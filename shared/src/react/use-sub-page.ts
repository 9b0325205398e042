import { useCallback, useMemo } from 'react';
import { withSubPage, type SubPage } from '../sub-page';
import { usePlatform } from './platform-context';

/**
 * A remote's sub-page state from the route query, and a setter that navigates to the same page
 * with the new query (a history entry, so back returns to the previous tab or page; pass
 * { replace: true } while the player types in a filter). The state updates with the route.
 */
export function useSubPage<T extends Record<string, unknown>>(subPage: SubPage<T>): [T, (patch: Partial<T>, options?: { replace?: boolean }) => void] {
  const { route, navigate } = usePlatform();
  const state = useMemo(() => subPage.read(route.query), [subPage, route.query]);
  const set = useCallback(
    (patch: Partial<T>, options?: { replace?: boolean }) => navigate.query(withSubPage(route.query, subPage, { ...state, ...patch }), options),
    [navigate, route.query, subPage, state],
  );
  return [state, set];
}
