import i18next from 'i18next';
import { createElement } from 'react';
import { type MountProps } from '@site/shared';
import { testBus } from '@site/shared/testing';
import { createHttp, fakeApi, type FakeApiHandler } from '@site/shared/http';

/**
 * MountProps for tests: a real bus and i18next, the real http client (@site/shared/http) over a
 * fake api adapter (so codes, passCodes and errors behave exactly as in the site), jest.fn for
 * the dialogs, navigation and session.
 */
export function fakeProps(routes: Record<string, FakeApiHandler> = {}) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  const api = fakeApi(routes);
  const calls = api.calls;
  const dialogs = {
    toast: jest.fn(),
    confirm: jest.fn(async () => true),
    tips: jest.fn(async () => true),
    loginRequired: jest.fn(async () => undefined),
    loading: jest.fn(() => ({ close: jest.fn() })),
  };
  const navigate = { to: jest.fn(), path: jest.fn(), back: jest.fn(), homeAndReload: jest.fn(), newWindow: jest.fn(), takeHandover: jest.fn() };
  const effects = {
    toast: (m: string) => dialogs.toast(m, 'error'),
    relogin: jest.fn(),
    bindRealName: jest.fn(),
    reenterGame: jest.fn(),
    catalogMessage: () => '服务器开了点小差，请稍后重试',
    transportMessage: () => '网络连接异常，请检查网络后重试',
  };
  const http = createHttp({
    version: 'test',
    deviceId: () => 'fp-0123456789abcdef',
    token: () => session.token,
    siteId: () => '1001',
    ip: () => '127.0.0.1',
    encrypt: () => false,
    effects,
    cookie: () => '',
    adapter: api.adapter,
  });
  const bus = testBus();
  // Like the shell's session store: a login success stores the session, then emits auth:login-success (its one owner).
  const session = {
    token: '',
    userId: '',
    user: null,
    isLoggedIn: false,
    loginSucceeded: jest.fn(async (token: string, userId: string) => {
      Object.assign(session, { token, userId, isLoggedIn: true });
      bus.emit('auth:login-success', { userId });
    }),
    loadUserInfo: jest.fn(),
    logout: jest.fn(),
  };
  // Like the shell: a fingerprint, and the codes it kept from the URL (here: local storage).
  const device = {
    id: jest.fn(() => 'fp-0123456789abcdef'),
    codes: jest.fn(() => ({ inviteCode: localStorage.getItem('icode') ?? '', referralCode: localStorage.getItem('rcode') ?? '' })),
    clearCodes: jest.fn(),
  };
  const props = {
    device,
    bus,
    http,
    i18n,
    dialogs,
    navigate,
    stores: {
      session,
      balance: { centerWalletBalance: 0, totalMoney: 0, refresh: jest.fn() },
      unread: { total: 0, feedback: 0, refresh: jest.fn() },
      site: {
        ip: '',
        title: '',
        h5DomainUrl: '',
        flags: null,
        edition: 'classic',
        language: 'zh-CN',
        customerServiceUrl: 'https://cs.example/chat',
        customerService: jest.fn(async () => 'https://cs.example/chat'),
        setEdition: jest.fn(),
        setLanguage: jest.fn(),
      },
    },
    RemoteView: ({ module, props: p }: { module: string; props?: Record<string, unknown> }) =>
      createElement('div', { 'data-testid': 'remote-view', 'data-module': module, 'data-doc': String(p?.doc ?? '') }),
    route: { name: '', params: {}, query: {} },
  } as unknown as MountProps;
  return { props, calls, http, session, dialogs, navigate, bus, effects };
}

export { testBus };
