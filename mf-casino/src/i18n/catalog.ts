import { remoteCatalogs } from '@site/shared/remote';
import zhCN from './zh-CN.json';

/** The i18n namespace of the casino remote. */
export const NS = 'mf_casino';

/**
 * The casino's catalogs: the zh-CN source bundled, zh-TW (derived) a chunk of its own, so a zh-CN player never
 * downloads it.
 */
const catalogs = remoteCatalogs(NS, zhCN, {
  'zh-TW': () => import(/* webpackChunkName: "casino-zh-TW" */ './zh-TW.json').then((m) => m.default),
});

/** The zh-CN source on the platform's i18n (every language's fallback), once. */
export const registerCasinoCatalogs = catalogs.register;
/** Resolves once the casino's catalog of `language` is in (at once for zh-CN or one already added). */
export const casinoCatalogReady = catalogs.ready;
/** A parcel's mount step before its root renders: the catalog of the page's language. */
export const mountCatalog = catalogs.mount;
/** Keeps a parcel's tree in the player's language when it changes while mounted. */
export const useCasinoCatalogs = catalogs.useCatalogs;
