import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** The shell's one remote loader (made at start-up in bootstrap). */
export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext missing');
  return loader;
}
