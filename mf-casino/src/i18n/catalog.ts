import { remoteCatalogs } from '@site/shared/remote';
import zhCN from './zh-CN.json';

/** The i18n namespace of the casino remote. */
export const NS = 'mf_casino';

/**
 * The casino's catalogs: the zh-CN source bundled, zh-TW (derived) a chunk of its own, so a zh-CN player never
 * downloads it.
 */
export const casinoCatalogs = remoteCatalogs(NS, zhCN, {
  'zh-TW': () => import(/* webpackChunkName: "casino-zh-TW" */ './zh-TW.json').then((m) => m.default),
});

/** The zh-CN source on the platform's i18n (every language's fallback), once. */
export const registerCasinoCatalogs = casinoCatalogs.register;
/** Keeps a parcel's tree in the player's language when it changes while mounted. */
export const useCasinoCatalogs = casinoCatalogs.useCatalogs;
