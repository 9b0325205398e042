import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { NO_SPORT_FAVOURITES, type FavouriteKind, type SportFavourites } from '@site/shared';
import type { FavouritesStore } from './favourites-store';

/** The match centre's favourites (none outside it: no stars are shown). */
export const FavouritesContext = createContext<FavouritesStore | null>(null);

export const useFavouritesStore = () => useContext(FavouritesContext);

const noSubscribe = () => () => undefined;

/** Whether this league or match is starred; re-renders only when that answer changes. */
export function useFavourite(kind: FavouriteKind, id: string): boolean {
  const store = useFavouritesStore();
  const subscribe = useCallback((l: () => void) => (store ? store.subscribe(l) : noSubscribe()), [store]);
  const read = () => store?.has(kind, id) ?? false;
  return useSyncExternalStore(subscribe, read, read);
}

const none = () => NO_SPORT_FAVOURITES;

/** The whole set (the 收藏 view). */
export function useFavourites(): SportFavourites {
  const store = useFavouritesStore();
  const subscribe = useCallback((l: () => void) => (store ? store.subscribe(l) : noSubscribe()), [store]);
  return useSyncExternalStore(subscribe, store?.getState ?? none, store?.getState ?? none);
}
