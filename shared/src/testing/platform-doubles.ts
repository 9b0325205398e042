import i18next, { type i18n as I18n } from 'i18next';
import type { AxiosAdapter } from 'axios';
import { createHttp, type HttpDeps, type SiteHttp } from '../http';

type HttpEffects = HttpDeps['effects'];

/**
 * Platform doubles for the remotes' component tests only (never imported by a build). Each behaves like
 * the shell's part where a remote can tell: the real i18next, the real http client (codes, passCodes,
 * keys and errors as on the site) over the caller's fake api adapter; jest.fn where the shell would act.
 */

/** A fresh zh-CN i18next instance, initialised synchronously like the shell's. */
export function testI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

/**
 * An i18next instance in `lng` with a backend like the shell's: a language it loads answers a remote's namespace
 * with an empty bundle (the remote adds its own catalogs). For tests of catalogs loaded on first use.
 */
export async function testI18nWithBackend(lng: string): Promise<I18n> {
  const i18n = i18next
    .createInstance()
    .use({ type: 'backend', init: () => undefined, read: (_l: string, _ns: string, cb: (e: null, d: object) => void) => cb(null, {}) });
  await i18n.init({ lng, fallbackLng: 'zh-CN', ns: ['shell'], defaultNS: 'shell', resources: {}, partialBundledLanguages: true });
  return i18n;
}

/** The shell's dialogs: confirm and tips answer yes; loading hands back a closable handle. */
export function testDialogs() {
  return {
    toast: jest.fn(),
    confirm: jest.fn(async () => true),
    tips: jest.fn(async () => true),
    loginRequired: jest.fn(async () => undefined),
    loading: jest.fn(() => ({ close: jest.fn() })),
  };
}

/** The shell's navigator: every verb recorded. */
export function testNavigate() {
  return {
    to: jest.fn(),
    path: jest.fn(),
    back: jest.fn(),
    homeAndReload: jest.fn(),
    newWindow: jest.fn(),
    takeHandover: jest.fn(),
    query: jest.fn(),
  };
}

/** The http client's effects as the shell wires them: an error toast, recorded relogin and dialogs, the catalog's fallbacks. */
export function testEffects(toast: (message: string) => void = jest.fn()) {
  return {
    toast,
    relogin: jest.fn(),
    bindRealName: jest.fn(),
    reenterGame: jest.fn(),
    catalogMessage: () => '服务器开了点小差，请稍后重试',
    transportMessage: () => '网络连接异常，请检查网络后重试',
  } satisfies HttpEffects;
}

/** The real http client of the site over a fake adapter, with the test device, site and address. */
export function testHttp(adapter: AxiosAdapter, token: () => string, effects: HttpEffects = testEffects()): SiteHttp {
  return createHttp({
    version: 'test',
    deviceId: () => 'fp-0123456789abcdef',
    token,
    siteId: () => '1001',
    ip: () => '127.0.0.1',
    encrypt: () => false,
    effects,
    cookie: () => '',
    adapter,
  });
}
