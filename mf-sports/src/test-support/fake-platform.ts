import i18next from 'i18next';
import { BehaviorSubject, filter, map, Subject, type Observable } from 'rxjs';
import { createPlatformStorage, type LiveTopic, type MountProps, type SocketService, type SocketState, type TopicData } from '@site/shared';
import { testBus } from '@site/shared/testing';
import { createHttp, fakeApi, type FakeApiHandler } from '@site/shared/http';

/**
 * A socket that behaves like the shell's for the page: topic(topic, key) is an Observable of that topic's
 * pushes (validated by the shell before they reach a remote); the test pushes with push().
 */
export function fakeSocket() {
  const pushes = new Subject<{ topic: LiveTopic; key: string; data: unknown }>();
  const open: SocketState = { phase: 'open', login: 'member' };
  const socket: SocketService = {
    state: open,
    state$: new BehaviorSubject<SocketState>(open),
    topic<T extends LiveTopic>(topic: T, key: string): Observable<TopicData[T]> {
      return pushes.pipe(
        filter((p) => p.topic === topic && p.key === key),
        map((p) => p.data as TopicData[T]),
      );
    },
    answers$: new Subject<never>(),
    send: () => undefined,
  };
  return {
    socket,
    push<T extends LiveTopic>(topic: T, key: string, data: TopicData[T]) {
      pushes.next({ topic, key, data });
    },
  };
}

/** MountProps for the sports component tests: real bus, i18next, storage, the real http client over a fake api. */
export function fakeProps(routes: Record<string, FakeApiHandler>, route: MountProps['route'] = { name: 'localSport', params: { enName: 'crty' }, query: {} }) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  const api = fakeApi(routes);
  const effects = {
    toast: jest.fn(),
    relogin: jest.fn(),
    bindRealName: jest.fn(),
    reenterGame: jest.fn(),
    catalogMessage: () => '服务器开了点小差，请稍后重试',
    transportMessage: () => '网络连接异常，请检查网络后重试',
  };
  const http = createHttp({
    version: 'test',
    deviceId: () => 'fp-0123456789abcdef',
    token: () => 'tok-1',
    siteId: () => '1001',
    ip: () => '127.0.0.1',
    encrypt: () => false,
    effects,
    cookie: () => '',
    adapter: api.adapter,
  });
  const navigate = {
    to: jest.fn(),
    path: jest.fn(),
    back: jest.fn(),
    homeAndReload: jest.fn(),
    newWindow: jest.fn(),
    takeHandover: jest.fn(),
    query: jest.fn(),
  };
  const live = fakeSocket();
  const props = {
    bus: testBus(),
    http,
    i18n,
    dialogs: { toast: jest.fn(), confirm: jest.fn(), tips: jest.fn(), loginRequired: jest.fn(), loading: jest.fn(() => ({ close: jest.fn() })) },
    navigate,
    socket: live.socket,
    RemoteView: () => null,
    storage: createPlatformStorage('mf_sports'),
    stores: { session: { isLoggedIn: true }, balance: {}, unread: {}, site: { edition: 'classic', language: 'zh-CN' } },
    route,
  } as unknown as MountProps;
  return { props, calls: api.calls, navigate, effects, live };
}
