import { useEffect, useReducer } from 'react';
import type { i18n as I18n, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@site/shared';
import zhCN from './zh-CN.json';

/** The i18n namespace of the help centre. */
export const NS = 'mf_help';

/** The zh-CN source: it also gives the shape (sections, blocks) of every article. */
export const sourceCatalog = zhCN;

/**
 * The help centre's other languages, each a chunk of its own (the 23 articles are about 12 KB gzip a
 * language): a zh-CN player never downloads zh-TW.
 */
const LAZY_CATALOGS: Partial<Record<Language, () => Promise<ResourceKey>>> = {
  'zh-TW': () => import(/* webpackChunkName: "help-zh-TW" */ './zh-TW.json').then((m) => m.default as ResourceKey),
};

/**
 * Registers the help centre's zh-CN source (also every language's fallback) once per i18n instance; the
 * other languages come with helpCatalogReady (not addCatalogs, which takes every language at once).
 */
export function registerHelpCatalogs(i18n: I18n): void {
  if (!hasCatalog(i18n, DEFAULT_LANGUAGE)) i18n.addResourceBundle(DEFAULT_LANGUAGE, NS, zhCN, true, true);
}

/**
 * Whether the help centre's texts of a language are in. Not hasResourceBundle: the shell's i18next backend
 * answers a remote's namespace with an empty bundle when the language changes (the remote adds its own).
 */
function hasCatalog(i18n: I18n, language: string): boolean {
  const bundle: unknown = i18n.getResourceBundle(language, NS);
  return typeof bundle === 'object' && bundle !== null && Object.keys(bundle).length > 0;
}

/** Resolves once the help centre's catalog of `language` is in (at once for zh-CN or one already added). */
export async function helpCatalogReady(i18n: I18n, language: string): Promise<void> {
  registerHelpCatalogs(i18n);
  const load = LAZY_CATALOGS[language as Language];
  if (!load || hasCatalog(i18n, language)) return;
  const catalog = await load();
  if (!hasCatalog(i18n, language)) i18n.addResourceBundle(language, NS, catalog, true, true);
}

/**
 * The parcel's mount step before its root renders: the catalog of the page's language, so the first render
 * is in it (a zh-TW player never sees the zh-CN fallback first).
 */
export const mountCatalog = (props: { i18n: I18n }): Promise<void> => helpCatalogReady(props.i18n, props.i18n.language);

/**
 * Keeps the help centre in the player's language when it changes while mounted: the new language's catalog
 * is loaded, then the tree renders again (until it is in, the zh-CN fallback shows).
 */
export function useHelpCatalogs(i18n: I18n): void {
  registerHelpCatalogs(i18n);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let alive = true;
    const onChange = (language: string) => {
      if (hasCatalog(i18n, language)) return;
      helpCatalogReady(i18n, language).then(
        () => alive && rendered(),
        (e: unknown) => console.error('[mf_help] the help catalog did not load', e),
      );
    };
    onChange(i18n.language);
    i18n.on('languageChanged', onChange);
    return () => {
      alive = false;
      i18n.off('languageChanged', onChange);
    };
  }, [i18n]);
}
