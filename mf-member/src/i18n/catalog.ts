import { remoteCatalogs } from '@site/shared/remote';
import zhCN from './zh-CN.json';

/** The i18n namespace of the member centre. */
export const NS = 'mf_member';

/**
 * The member centre's catalogs: the zh-CN source bundled, zh-TW (derived) a chunk of its own, so a zh-CN player
 * never downloads it.
 */
export const memberCatalogs = remoteCatalogs(NS, zhCN, {
  'zh-TW': () => import(/* webpackChunkName: "member-zh-TW" */ './zh-TW.json').then((m) => m.default),
});

/** The parcel's mount step before its root renders: the catalog of the page's language. */
export const mountCatalog = memberCatalogs.mount;
/** Keeps the member centre in the player's language when it changes while mounted. */
export const useMemberCatalogs = memberCatalogs.useCatalogs;
