import { BehaviorSubject, filter, map, Subject, type Observable } from 'rxjs';
import {
  createPlatformStorage,
  MsgId,
  type LiveTopic,
  type MountProps,
  type ServerFrame,
  type SocketService,
  type SocketState,
  type TopicData,
  type TopicOptions,
  type VenueSessionData,
  topicId,
  venueResource,
} from '@site/shared';
import { testBus, testDialogs, testEffects, testHttp, testI18n, testNavigate } from '@site/shared/testing';
import { fakeApi, type FakeApiHandler } from '@site/shared/http';

/**
 * A socket that behaves like the shell's for the page: topic(topic, key) is an Observable of that topic's
 * pushes (validated by the shell before they reach a remote); the test pushes with push(), and answers a
 * subscription as the server does (SUBSCRIBED, with the topic's seq) with subscribed(). resumeFrom() is the
 * position the shell would send with the subscription (the reader's TopicOptions.resumeFrom).
 */
export function fakeSocket() {
  const pushes = new Subject<{ topic: LiveTopic; key: string; data: unknown }>();
  const resumers = new Map<string, () => number | undefined>();
  const answers = new Subject<ServerFrame>();
  const open: SocketState = { phase: 'open', login: 'member' };
  const socket: SocketService = {
    state: open,
    state$: new BehaviorSubject<SocketState>(open),
    topic<T extends LiveTopic>(topic: T, key: string, options?: TopicOptions): Observable<TopicData[T]> {
      if (options?.resumeFrom) resumers.set(topicId(topic, key), options.resumeFrom);
      return pushes.pipe(
        filter((p) => p.topic === topic && p.key === key),
        map((p) => p.data as TopicData[T]),
      );
    },
    answers$: answers.asObservable(),
    send: () => undefined,
  };
  return {
    socket,
    push<T extends LiveTopic>(topic: T, key: string, data: TopicData[T]) {
      pushes.next({ topic, key, data });
    },
    resumeFrom(topic: LiveTopic, key: string): number | undefined {
      return resumers.get(topicId(topic, key))?.();
    },
    subscribed(topic: LiveTopic, key: string, seq?: number) {
      answers.next({ msgId: MsgId.SUBSCRIBED, msgData: { topic, key, ...(seq === undefined ? {} : { seq }) } });
    },
  };
}

/** MountProps for the sports component tests: real bus, i18next, storage, the real http client over a fake api. */
/** The api's answer to venueResource (method session) for a token it knows. */
export function venueSessionAnswer(body: Record<string, unknown>): VenueSessionData {
  return { memberName: 'demo02', enName: String(body.enName), venueName: '皇冠体育', gameCode: '', gameName: '', balance: 100 };
}

export function fakeProps(routes: Record<string, FakeApiHandler>, route: MountProps['route'] = { name: 'localSport', params: { enName: 'crty' }, query: {} }) {
  const i18n = testI18n();
  // The venue resource call answers like the api does for a token it issued (a test may answer otherwise).
  const api = fakeApi({ [venueResource.path]: (body) => venueSessionAnswer(body), ...routes });
  const effects = testEffects();
  const http = testHttp(api.adapter, () => 'tok-1', effects);
  const navigate = testNavigate();
  const live = fakeSocket();
  const props = {
    bus: testBus(),
    http,
    i18n,
    dialogs: testDialogs(),
    navigate,
    socket: live.socket,
    RemoteView: () => null,
    storage: createPlatformStorage('mf_sports'),
    stores: { session: { isLoggedIn: true }, balance: {}, unread: {}, site: { edition: 'classic', language: 'zh-CN' } },
    route,
  } as unknown as MountProps;
  return { props, calls: api.calls, navigate, effects, live };
}
