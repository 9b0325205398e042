import { remoteCatalogs } from '@site/shared/remote';
import zhCN from './zh-CN.json';

/** The i18n namespace of the activity remote (its pages and the chat room). */
export const NS = 'mf_activity';

/**
 * The activity remote's catalogs: the zh-CN source bundled, zh-TW (derived) a chunk of its own, so a zh-CN player
 * never downloads it.
 */
export const activityCatalogs = remoteCatalogs(NS, zhCN, {
  'zh-TW': () => import(/* webpackChunkName: "activity-zh-TW" */ './zh-TW.json').then((m) => m.default),
});

/** Keeps a parcel's tree in the player's language when it changes while mounted. */
export const useActivityCatalogs = activityCatalogs.useCatalogs;
