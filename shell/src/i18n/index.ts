import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@site/shared';
import zhCN from './zh-CN.json';

/** The shell's namespace; remotes add their own namespaces with their bundled catalogs. */
export const SHELL_NS = 'shell';

/**
 * The shell catalogs besides the source language, each in its own chunk: a zh-CN visitor never
 * downloads zh-TW. zh-CN is bundled (it is also the fallback every other language needs).
 */
const LAZY_CATALOGS: Partial<Record<Language, () => Promise<ResourceKey>>> = {
  'zh-TW': () => import(/* webpackChunkName: "i18n-zh-TW" */ './zh-TW.json').then((m) => m.default),
};

/**
 * An i18next backend that reads the shell namespace of a lazy language from its chunk. Every
 * other namespace (a remote's) is added by its owner, so the backend answers it with nothing.
 */
export const shellCatalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = namespace === SHELL_NS ? LAZY_CATALOGS[language as Language] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog),
      (e: unknown) => callback(e instanceof Error ? e.message : String(e), false),
    );
  },
};

/**
 * The site's i18next instance: zh-CN at once, any other language loaded on first use (at start
 * when it is the stored choice, or when the player switches: changeLanguage waits for it).
 */
export function createI18n(language: Language): I18n {
  const i18n = i18next.createInstance().use(shellCatalogBackend);
  void i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    resources: { [DEFAULT_LANGUAGE]: { [SHELL_NS]: zhCN } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Resolves once the starting language's catalogs are in (at once for zh-CN): await it before the first render. */
export function catalogsReady(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}
