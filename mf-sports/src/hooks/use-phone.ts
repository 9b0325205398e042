import { useSyncExternalStore } from 'react';

/** The phone layout (the shell's phone breakpoint): rows change height, so the list must know. */
const PHONE_QUERY = '(max-width: 720px)';

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
const read = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE_QUERY).matches;

export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
