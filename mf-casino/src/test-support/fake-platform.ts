import { createPlatformStorage, type MountProps } from '@site/shared';
import { testBus, testDialogs, testEffects, testHttp, testI18n, testNavigate } from '@site/shared/testing';
import { fakeApi, type FakeApiHandler } from '@site/shared/http';

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
  const i18n = testI18n();
  const api = fakeApi(routes);
  const dialogs = testDialogs();
  const navigate = testNavigate();
  const session = { token: options.loggedIn ? 'tok-1' : '', userId: options.loggedIn ? 'u1' : '', user: null, isLoggedIn: !!options.loggedIn };
  const balance = {
    centerWalletBalance: options.centerWalletBalance ?? 0,
    totalMoney: options.centerWalletBalance ?? 0,
    refresh: jest.fn(async () => {
      const handler = routes['/fd/api/v1/transfer/getBalance'];
      if (handler) balance.centerWalletBalance = (handler({}) as { centerWalletBalance: number }).centerWalletBalance;
    }),
  };
  const http = testHttp(
    api.adapter,
    () => session.token,
    testEffects((m: string) => dialogs.toast(m, 'error')),
  );
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
