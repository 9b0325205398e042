import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@site/shared';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The site's i18next instance: the shell's catalogs under 'shell'; remotes add their own namespaces. */
export function createI18n(language: Language): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'zh-CN',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { 'zh-CN': { shell: zhCN }, 'zh-TW': { shell: zhTW } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  } as never);
  return i18n;
}
