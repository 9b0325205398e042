import { useCallback } from 'react';
import type { RuleKey } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../i18n/catalog';

/** t() of the mf_auth namespace (the platform comes from usePlatform()). */
export function useAuthT(): (key: string, options?: Record<string, unknown>) => string {
  return useT(usePlatform().i18n, NS);
}

/** The text of a rule key (the shared rules return keys): rules.<key> of the catalog; null stays null. */
export function useRuleText(): (key: RuleKey | null | undefined) => string | null {
  const t = useAuthT();
  return useCallback((key: RuleKey | null | undefined) => (key ? t(`rules.${key}`) : null), [t]);
}
