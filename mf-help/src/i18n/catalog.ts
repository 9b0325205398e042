import { remoteCatalogs } from '@site/shared/remote';
import zhCN from './zh-CN.json';

/** The i18n namespace of the help centre. */
export const NS = 'mf_help';

/** The zh-CN source: it also gives the shape (sections, blocks) of every article. */
export const sourceCatalog = zhCN;

/**
 * The help centre's catalogs: the zh-CN source bundled, zh-TW a chunk of its own (the 23 articles are about 12 KB
 * gzip a language), so a zh-CN player never downloads it.
 */
export const helpCatalogs = remoteCatalogs(NS, zhCN, {
  'zh-TW': () => import(/* webpackChunkName: "help-zh-TW" */ './zh-TW.json').then((m) => m.default),
});

/** Resolves once the help centre's catalog of `language` is in (at once for zh-CN or one already added). */
export const helpCatalogReady = helpCatalogs.ready;
/** The parcel's mount step before its root renders: the catalog of the page's language. */
export const mountCatalog = helpCatalogs.mount;
/** Keeps the help centre in the player's language when it changes while mounted. */
export const useHelpCatalogs = helpCatalogs.useCatalogs;
