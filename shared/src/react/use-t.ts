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
  return useCallback(
    (key: string, options?: TOptions) => (options === undefined ? plainText(i18n, ns, key) : String(i18n.t(key, { ns, ...options }))),
    // texts: a new t() when they change, so a memoized child given t renders them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ns, texts],
  );
}

/**
 * Texts without options already read from i18next, per instance, namespace and key: those of a namespace forgotten
 * when texts are added to it or removed, all of them when the language changes. A page's first render asks for the
 * same few dozen texts hundreds of times (every row of a board, every link of the menu), and each i18next lookup
 * resolves the language's fallbacks anew: at 4× CPU about 50 ms of the match centre's first renders.
 */
const plainTexts = new WeakMap<I18n, Map<string, Map<string, string>>>();

function plainText(i18n: I18n, ns: string, key: string): string {
  let byNs = plainTexts.get(i18n);
  if (!byNs) {
    const known = new Map<string, Map<string, string>>();
    const forgetNs = (_language: string, changedNs: string) => known.delete(changedNs);
    i18n.on('languageChanged', () => known.clear());
    i18n.store.on('added', forgetNs);
    i18n.store.on('removed', forgetNs);
    plainTexts.set(i18n, (byNs = known));
  }
  let texts = byNs.get(ns);
  if (!texts) byNs.set(ns, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = String(i18n.t(key, { ns }))));
  return text;
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
