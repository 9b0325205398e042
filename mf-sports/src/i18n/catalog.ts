import { remoteCatalogs } from '@site/shared/remote';
import zhCN from './zh-CN.json';

/** The i18n namespace of the sports remote. */
export const NS = 'mf_sports';

/**
 * The sports catalogs: the zh-CN source bundled, zh-TW (derived) a chunk of its own, so a zh-CN player never
 * downloads it.
 */
export const sportsCatalogs = remoteCatalogs(NS, zhCN, {
  'zh-TW': () => import(/* webpackChunkName: "sports-zh-TW" */ './zh-TW.json').then((m) => m.default),
});

/** The zh-CN source on the platform's i18n (every language's fallback), once. */
export const registerSportsCatalogs = sportsCatalogs.register;
/** Keeps the sports pages in the player's language when it changes while mounted. */
export const useSportsCatalogs = sportsCatalogs.useCatalogs;
