import { usePlatform, useT } from '@site/shared/react';

/** t() of the mf_auth namespace (the platform comes from usePlatform()). */
export function useAuthT(): (key: string, options?: Record<string, unknown>) => string {
  return useT(usePlatform().i18n, 'mf_auth');
}
