import { useEffect } from 'react';
import type { i18n as I18n, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../i18n';
import { hasTexts } from './use-t';

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
  /** A parcel's lifecycles (the kit's remoteParcel) with `mount` as its first mount step: what the parcel module exports. */
  parcel<L extends { mount: unknown }>(lifecycles: L): ParcelWithCatalogs<L>;
}

/** A parcel's lifecycles whose mount has the page language's catalog in before the root renders. */
export type ParcelWithCatalogs<L extends { mount: unknown }> = Omit<L, 'mount'> & { mount: [RemoteCatalogs['mount'], L['mount']] };

/** Loads a language's catalog (a dynamic import of its JSON: a chunk of its own). */
export type CatalogLoader = () => Promise<ResourceKey>;

export function remoteCatalogs(ns: string, source: ResourceKey, lazy: Partial<Record<Language, CatalogLoader>>): RemoteCatalogs {
  const register = (i18n: I18n): void => {
    if (!hasTexts(i18n, DEFAULT_LANGUAGE, ns)) i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, source, true, true);
  };
  const ready = async (i18n: I18n, language: string): Promise<void> => {
    register(i18n);
    const load = lazy[language as Language];
    if (!load || hasTexts(i18n, language, ns)) return;
    const catalog = await load();
    if (!hasTexts(i18n, language, ns)) i18n.addResourceBundle(language, ns, catalog, true, true);
  };
  // The texts' readers (useT) re-render once a catalog is in: this only asks for the new language's.
  function useCatalogs(i18n: I18n): void {
    register(i18n);
    useEffect(() => {
      const onChange = (language: string) => {
        if (hasTexts(i18n, language, ns)) return;
        ready(i18n, language).catch((e: unknown) => console.error(`[${ns}] the ${language} catalog did not load`, e));
      };
      onChange(i18n.language);
      i18n.on('languageChanged', onChange);
      return () => void i18n.off('languageChanged', onChange);
    }, [i18n]);
  }
  const mount: RemoteCatalogs['mount'] = (props) => ready(props.i18n, props.i18n.language);
  return { register, ready, mount, useCatalogs, parcel: (lifecycles) => ({ ...lifecycles, mount: [mount, lifecycles.mount] }) };
}
