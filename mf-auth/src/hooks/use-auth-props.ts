import { createContext, useContext } from 'react';
import { useT } from '@site/shared/react';
import type { MountProps } from '@site/shared';

/** The platform the dialog was mounted with, for the forms deep inside it. */
export const AuthPropsContext = createContext<MountProps | null>(null);

export function useAuthProps(): MountProps {
  const p = useContext(AuthPropsContext);
  if (!p) throw new Error('mf-auth: AuthPropsContext missing');
  return p;
}

/** t() of the mf_auth namespace. */
export function useAuthT(): (key: string, options?: Record<string, unknown>) => string {
  return useT(useAuthProps().i18n, 'mf_auth');
}
