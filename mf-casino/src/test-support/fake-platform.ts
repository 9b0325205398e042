import i18next from 'i18next';
import { createPlatformStorage, type MountProps } from '@site/shared';
import { testBus } from '@site/shared/testing';
import { createHttp, fakeApi, type FakeApiHandler } from '@site/shared/http';

interface FakeOptions {
  loggedIn?: boolean;
  innerGame?: boolean;
  centerWalletBalance?: number;
}

/**
 * MountProps for the casino's component tests: a real bus, i18next and platform storage (jsdom's
 * local storage), the real http client over a fake api adapter (codes and errors as on the site),
 * jest.fn for the dialogs and navigation, a balance store whose refresh asks the fake api.
 */
export function fakeProps(routes: Record<string, FakeApiHandler> = {}, options: FakeOptions = {}) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  const api = fakeApi(routes);
  const dialogs = {
    toast: jest.fn(),
    confirm: jest.fn(async () => true),
    tips: jest.fn(async () => true),
    loginRequired: jest.fn(async () => undefined),
    loading: jest.fn(() => ({ close: jest.fn() })),
  };
  const navigate = {
    to: jest.fn(),
    path: jest.fn(),
    back: jest.fn(),
    homeAndReload: jest.fn(),
    newWindow: jest.fn(),
    takeHandover: jest.fn(),
    query: jest.fn(),
  };
  const session = { token: options.loggedIn ? 'tok-1' : '', userId: options.loggedIn ? 'u1' : '', user: null, isLoggedIn: !!options.loggedIn };
  const balance = {
    centerWalletBalance: options.centerWalletBalance ?? 0,
    totalMoney: options.centerWalletBalance ?? 0,
    refresh: jest.fn(async () => {
      const handler = routes['/fd/api/v1/transfer/getBalance'];
      if (handler) balance.centerWalletBalance = (handler({}) as { centerWalletBalance: number }).centerWalletBalance;
    }),
  };
  const http = createHttp({
    version: 'test',
    deviceId: () => 'fp-0123456789abcdef',
    token: () => session.token,
    siteId: () => '1001',
    ip: () => '127.0.0.1',
    encrypt: () => false,
    effects: {
      toast: (m: string) => dialogs.toast(m, 'error'),
      relogin: jest.fn(),
      bindRealName: jest.fn(),
      reenterGame: jest.fn(),
      catalogMessage: () => '服务器开了点小差，请稍后重试',
      transportMessage: () => '网络连接异常，请检查网络后重试',
    },
    cookie: () => '',
    adapter: api.adapter,
  });
  const bus = testBus();
  const props = {
    bus,
    http,
    i18n,
    dialogs,
    navigate,
    storage: createPlatformStorage('mf_casino'),
    stores: {
      session,
      balance,
      unread: { total: 0, feedback: 0, refresh: jest.fn() },
      site: { flags: { innerGame: options.innerGame ?? true }, edition: 'classic', language: 'zh-CN' },
    },
    route: { name: '', params: {}, query: {} },
  } as unknown as MountProps;
  return { props, calls: api.calls, dialogs, navigate, bus, balance };
}

export { testBus };
