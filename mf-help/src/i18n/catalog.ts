import type { i18n as I18n } from 'i18next';
import { addCatalogs } from '@site/shared/react';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The i18n namespace of the help centre. */
export const NS = 'mf_help';

/** The zh-CN source: it also gives the shape (sections, blocks) of every article. */
export const sourceCatalog = zhCN;

/** Registers the help centre's catalogs (zh-CN source + derived zh-TW) once per i18n instance. */
export function registerHelpCatalogs(i18n: I18n): void {
  addCatalogs(i18n, NS, { 'zh-CN': zhCN, 'zh-TW': zhTW });
}
