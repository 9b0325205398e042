import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';
import type { Catalog, Language } from '../i18n';

/** Registers a remote's catalogs under its namespace (zh-CN source + derived zh-TW). */
export function addCatalogs(i18n: I18n, ns: string, catalogs: Record<Language, Catalog>): void {
  for (const [lang, catalog] of Object.entries(catalogs)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, catalog, true, true);
  }
}

/**
 * Whether a namespace has texts in a language (read from the store as it is, no copy). Not hasResourceBundle: the
 * shell's i18next backend answers a remote's namespace with an empty bundle when the language changes.
 */
export function hasTexts(i18n: I18n, language: string, ns: string): boolean {
  const bundle: unknown = i18n.store.data[language]?.[ns];
  if (typeof bundle !== 'object' || bundle === null) return false;
  for (const key in bundle) if (Object.hasOwn(bundle, key)) return true;
  return false;
}

/**
 * t() of one namespace that re-renders the component when the language changes, and when texts of the namespace
 * are added (a remote's zh-TW catalog, a chunk of its own, comes after the switch to zh-TW: remoteCatalogs). Both
 * are read as an external store (useSyncExternalStore), so a change made between the component's render and its
 * subscription (a first page renders in slices while the site's default language is applied) is not missed.
 */
export function useT(i18n: I18n, ns: string): (key: string, options?: TOptions) => string {
  /** Texts of this namespace added since the component mounted (read with the language as its snapshot). */
  const added = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onAdded = (_language: string, addedNs: string) => {
        if (addedNs !== ns) return;
        added.current += 1;
        onChange();
      };
      i18n.on('languageChanged', onChange);
      i18n.store.on('added', onAdded);
      return () => {
        i18n.off('languageChanged', onChange);
        i18n.store.off('added', onAdded);
      };
    },
    [i18n, ns],
  );
  const texts = useSyncExternalStore(subscribe, () => `${i18n.language}|${hasTexts(i18n, i18n.language, ns) ? 1 : 0}|${added.current}`);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, options?: TOptions) => String(i18n.t(key, { ns, ...options })), [i18n, ns, texts]);
}

/** The language shown, re-rendering the component when it changes (for what asks the api, whose texts follow it). */
export function useLanguage(i18n: I18n): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => void i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  return useSyncExternalStore(subscribe, () => i18n.language);
}
