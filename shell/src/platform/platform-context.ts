import { createContext, useContext } from 'react';
import type { Platform } from './create-platform';

export const PlatformContext = createContext<Platform | null>(null);
export function usePlatform(): Platform {
  const p = useContext(PlatformContext);
  if (!p) throw new Error('PlatformContext missing');
  return p;
}
