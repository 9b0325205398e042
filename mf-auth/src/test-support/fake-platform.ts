import i18next from 'i18next';
import { Subject, filter, map } from 'rxjs';
import { createElement } from 'react';
import type { MountProps, SiteBus, SiteEvent, SiteEventName, SiteEvents } from '@site/shared';

/** A real rxjs bus (as the shell's) that also records every event, for component tests. */
export function testBus(): SiteBus & { emitted: SiteEvent[] } {
  const subject = new Subject<SiteEvent>();
  const emitted: SiteEvent[] = [];
  const on = <K extends SiteEventName>(type: K) =>
    subject.pipe(
      filter((e): e is SiteEvent<K> => e.type === type),
      map((e) => e.payload as SiteEvents[K]),
    );
  return {
    emitted,
    emit: (type, payload) => {
      const e = { type, payload } as SiteEvent;
      emitted.push(e);
      subject.next(e);
    },
    on,
    subscribe: (type, handler) => {
      const sub = on(type).subscribe(handler);
      return () => sub.unsubscribe();
    },
  };
}

type Handler = (body: Record<string, unknown>) => unknown;

/**
 * MountProps for tests: a real bus and i18next, an http whose answers come from `routes`
 * (path → handler; a thrown error rejects like the shell's client), jest.fn everywhere else.
 */
export function fakeProps(routes: Record<string, Handler> = {}) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const answer = async (contract: { path: string }, body: unknown) => {
    const b = (body ?? {}) as Record<string, unknown>;
    calls.push({ path: contract.path, body: b });
    const handler = routes[contract.path];
    if (!handler) throw new Error(`no fake route for ${contract.path}`);
    return handler(b);
  };
  const http = {
    call: jest.fn(async (c: { path: string }, body: unknown) => {
      const out = await answer(c, body);
      if (out && typeof out === 'object' && (out as { passed?: unknown }).passed === true && typeof (out as { code?: unknown }).code === 'number') throw Object.assign(new Error(String((out as { message: string }).message)), out);
      return out;
    }),
    callWithCodes: jest.fn(answer),
  };
  const session = { token: '', userId: '', user: null, isLoggedIn: false, loginSucceeded: jest.fn(async () => undefined), loadUserInfo: jest.fn(), logout: jest.fn() };
  const dialogs = { toast: jest.fn(), confirm: jest.fn(async () => true), tips: jest.fn(async () => true), loginRequired: jest.fn(async () => undefined), loading: jest.fn(() => ({ close: jest.fn() })) };
  const navigate = { to: jest.fn(), path: jest.fn(), back: jest.fn(), homeAndReload: jest.fn(), newWindow: jest.fn(), takeHandover: jest.fn() };
  const bus = testBus();
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
      site: { ip: '', title: '', h5DomainUrl: '', flags: null, edition: 'classic', language: 'zh-CN', customerServiceUrl: 'https://cs.example/chat', setEdition: jest.fn(), setLanguage: jest.fn() },
    },
    RemoteView: ({ module, props: p }: { module: string; props?: Record<string, unknown> }) =>
      createElement('div', { 'data-testid': 'remote-view', 'data-module': module, 'data-doc': String(p?.doc ?? '') }),
    route: { name: '', params: {}, query: {} },
  } as unknown as MountProps;
  return { props, calls, http, session, dialogs, navigate, bus };
}
