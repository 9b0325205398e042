import { remoteCatalogs } from '@site/shared/remote';
import zhCN from './zh-CN.json';

/** The i18n namespace of the auth dialog. */
export const NS = 'mf_auth';

/**
 * The auth dialog's catalogs: the zh-CN source bundled, zh-TW (derived) a chunk of its own, so a zh-CN player never
 * downloads it.
 */
export const authCatalogs = remoteCatalogs(NS, zhCN, {
  'zh-TW': () => import(/* webpackChunkName: "auth-zh-TW" */ './zh-TW.json').then((m) => m.default),
});

/** Keeps the dialog in the player's language when it changes while mounted. */
export const useAuthCatalogs = authCatalogs.useCatalogs;
