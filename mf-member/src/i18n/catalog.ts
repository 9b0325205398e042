import type { i18n as I18n } from 'i18next';
import { addCatalogs } from '@site/shared/react';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The i18n namespace of the member centre. */
export const NS = 'mf_member';

/** Registers the member centre's catalogs (zh-CN source + derived zh-TW) once per i18n instance. */
export function registerMemberCatalogs(i18n: I18n): void {
  addCatalogs(i18n, NS, { 'zh-CN': zhCN, 'zh-TW': zhTW });
}
