import { useCallback, useSyncExternalStore } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';
import type { Catalog, Language } from '../i18n';

/** Registers a remote's catalogs under its namespace (zh-CN source + derived zh-TW). */
export function addCatalogs(i18n: I18n, ns: string, catalogs: Record<Language, Catalog>): void {
  for (const [lang, catalog] of Object.entries(catalogs)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, catalog, true, true);
  }
}

/**
 * t() of one namespace that re-renders the component when the language changes. The language is read as an
 * external store (useSyncExternalStore), so a change made between the component's render and its subscription
 * (a first page renders in slices while the site's default language is applied) is not missed.
 */
export function useT(i18n: I18n, ns: string): (key: string, options?: TOptions) => string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const lang = useSyncExternalStore(subscribe, () => i18n.language);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, options?: TOptions) => String(i18n.t(key, { ns, ...options })), [i18n, ns, lang]);
}
