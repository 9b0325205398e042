import type { i18n as I18n } from 'i18next';
import { addCatalogs } from '@site/shared/react';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The i18n namespace of the sports remote. */
export const NS = 'mf_sports';

/** Registers the sports catalogs (zh-CN source + derived zh-TW) on the platform's i18n. */
export function registerSportsCatalogs(i18n: I18n): void {
  addCatalogs(i18n, NS, { 'zh-CN': zhCN, 'zh-TW': zhTW });
}
