import { useEffect, useReducer } from 'react';
import type { i18n as I18n, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../i18n';

/**
 * A remote's catalogs with its other languages loaded on first use: the zh-CN source (every language's fallback) is
 * bundled, zh-TW is a chunk of its own (the member centre's is 27 KB of text), so a zh-CN player never downloads it.
 * The parcel's mount step (`mount`) has the page's language in before the first render; `useCatalogs` follows a
 * switch of language while the remote is mounted.
 */
export interface RemoteCatalogs {
  /** The zh-CN source, once per i18n instance. */
  register(i18n: I18n): void;
  /** Resolves once the catalog of `language` is in (at once for zh-CN or one already added). */
  ready(i18n: I18n, language: string): Promise<void>;
  /** The parcel's mount step before its root renders: the page language's catalog (no zh-CN text shows first). */
  mount(props: { i18n: I18n }): Promise<void>;
  /** Keeps the tree in the player's language when it changes while mounted (until it is in, the zh-CN fallback shows). */
  useCatalogs(i18n: I18n): void;
}

/** Loads a language's catalog (a dynamic import of its JSON: a chunk of its own). */
export type CatalogLoader = () => Promise<ResourceKey>;

export function remoteCatalogs(ns: string, source: ResourceKey, lazy: Partial<Record<Language, CatalogLoader>>): RemoteCatalogs {
  /**
   * Whether the texts of a language are in. Not hasResourceBundle: the shell's i18next backend answers a remote's
   * namespace with an empty bundle when the language changes (the remote adds its own).
   */
  const hasCatalog = (i18n: I18n, language: string): boolean => {
    const bundle: unknown = i18n.getResourceBundle(language, ns);
    return typeof bundle === 'object' && bundle !== null && Object.keys(bundle).length > 0;
  };
  const register = (i18n: I18n): void => {
    if (!hasCatalog(i18n, DEFAULT_LANGUAGE)) i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, source, true, true);
  };
  const ready = async (i18n: I18n, language: string): Promise<void> => {
    register(i18n);
    const load = lazy[language as Language];
    if (!load || hasCatalog(i18n, language)) return;
    const catalog = await load();
    if (!hasCatalog(i18n, language)) i18n.addResourceBundle(language, ns, catalog, true, true);
  };
  function useCatalogs(i18n: I18n): void {
    register(i18n);
    const [, rendered] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      let alive = true;
      const onChange = (language: string) => {
        if (hasCatalog(i18n, language)) return;
        ready(i18n, language).then(
          () => alive && rendered(),
          (e: unknown) => console.error(`[${ns}] the ${language} catalog did not load`, e),
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
  return { register, ready, mount: (props) => ready(props.i18n, props.i18n.language), useCatalogs };
}
