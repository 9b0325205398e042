import { createElement } from 'react';
import { type MountProps } from '@site/shared';
import { testBus, testDialogs, testEffects, testHttp, testI18n, testNavigate } from '@site/shared/testing';
import { fakeApi, type FakeApiHandler } from '@site/shared/http';

/**
 * MountProps for tests: a real bus and i18next, the real http client (@site/shared/http) over a
 * fake api adapter (so codes, passCodes and errors behave exactly as in the site), jest.fn for
 * the dialogs, navigation and session.
 */
export function fakeProps(routes: Record<string, FakeApiHandler> = {}) {
  const i18n = testI18n();
  const api = fakeApi(routes);
  const calls = api.calls;
  const dialogs = testDialogs();
  const navigate = testNavigate();
  const effects = testEffects((m: string) => dialogs.toast(m, 'error'));
  const http = testHttp(api.adapter, () => session.token, effects);
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
