import {
  allBalance,
  createPlatformStorage,
  DEFAULT_SITE_FLAGS,
  fail,
  getBalance,
  recycle,
  ResponseCode,
  setAutoTransferStatus,
  venueBalance,
  venueTransfer,
  type LiveTopic,
  type MountProps,
  type SiteFlags,
  type SocketService,
  type SocketState,
  type TopicData,
} from '@site/shared';
import { BehaviorSubject, EMPTY, filter, map, type Observable, Subject } from 'rxjs';
import { testBus, testDialogs, testEffects, testHttp, testI18n, testNavigate } from '@site/shared/testing';
import { fakeApi, type FakeApiCall, type FakeApiHandler } from '@site/shared/http';

/** The demo venues (a few of the api's seed), with the member's balance there in fen. */
const VENUES = [
  { channelCode: 'crty', name: '皇冠体育' },
  { channelCode: 'AGZR', name: 'AG真人' },
  { channelCode: 'KYQP', name: '开元棋牌' },
];

/**
 * A wallet api that keeps money as the reference api does (integer fen, refusals that move nothing,
 * one answer per idempotency key: a repeated key gets the first answer and moves nothing again).
 * `dropAnswers` > 0 makes the next answers of money calls get lost on the way back after the move
 * was made (a network failure the client cannot tell from one before the move).
 */
export function walletApi(opening: { center: number; venues: Record<string, number> }) {
  const state = { center: opening.center, venues: { ...opening.venues } as Record<string, number>, autoTransfer: 0 as 0 | 1, dropAnswers: 0, moves: 0 };
  const answered = new Map<string, unknown>();
  const yuan = (fen: number) => fen / 100;
  const venueList = () => VENUES.map((v) => ({ ...v, balance: yuan(state.venues[v.channelCode] ?? 0) }));
  let calls: FakeApiCall[] = [];

  const idempotent = (move: (body: Record<string, unknown>) => unknown): FakeApiHandler => {
    return (body) => {
      const key = calls[calls.length - 1]?.headers['idempotency-key'] ?? '';
      if (!key) return fail(ResponseCode.INVALID_PARAMETER, '缺少幂等键，请刷新页面后重试');
      if (!answered.has(key)) answered.set(key, move(body));
      if (state.dropAnswers > 0) {
        state.dropAnswers -= 1;
        throw new Error('connection reset');
      }
      return answered.get(key);
    };
  };

  const routes: Record<string, FakeApiHandler> = {
    [getBalance.path]: () => ({ centerWalletBalance: yuan(state.center), lockMoney: 0 }),
    [allBalance.path]: () => ({
      totalMoney: yuan(Object.values(state.venues).reduce((a, b) => a + b, 0)),
      autoTransfer: state.autoTransfer,
      venues: venueList(),
    }),
    [venueBalance.path]: (body) => ({ channelCode: String(body.channelCode), balance: yuan(state.venues[String(body.channelCode)] ?? 0) }),
    [setAutoTransferStatus.path]: (body) => {
      state.autoTransfer = body.status === 1 ? 1 : 0;
      return { status: state.autoTransfer };
    },
    [venueTransfer.path]: idempotent((body) => {
      const code = String(body.channelCode);
      if (!VENUES.some((v) => v.channelCode === code)) return fail(ResponseCode.NOT_FOUND, '场馆不存在');
      const fen = Math.round(Number(body.amount) * 100);
      const toVenue = body.ty === 1;
      if (toVenue && state.center < fen) return fail(ResponseCode.INVALID_PARAMETER, '中心钱包余额不足');
      if (!toVenue && (state.venues[code] ?? 0) < fen) return fail(ResponseCode.INVALID_PARAMETER, '场馆余额不足');
      const delta = toVenue ? fen : -fen;
      state.center -= delta;
      state.venues[code] = (state.venues[code] ?? 0) + delta;
      state.moves += 1;
      return { centerWalletBalance: yuan(state.center), balance: yuan(state.venues[code]!) };
    }),
    [recycle.path]: idempotent(() => {
      const results = VENUES.filter((v) => (state.venues[v.channelCode] ?? 0) > 0).map((v) => {
        const fen = state.venues[v.channelCode]!;
        state.center += fen;
        state.venues[v.channelCode] = 0;
        return { channelCode: v.channelCode, name: v.name, amount: yuan(fen), ok: true, message: '已回收' };
      });
      state.moves += 1;
      return { centerWalletBalance: yuan(state.center), results };
    }),
  };
  return {
    state,
    routes,
    /** The calls list of the fake adapter (to read each request's headers). */
    bind(list: FakeApiCall[]) {
      calls = list;
    },
  };
}

/**
 * A socket that behaves like the shell's for the page: topic(topic, key) is an Observable of that topic's pushes; the
 * test pushes with push().
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
    answers$: EMPTY,
    send: () => undefined,
  };
  return {
    socket,
    push<T extends LiveTopic>(topic: T, key: string, data: TopicData[T]) {
      pushes.next({ topic, key, data });
    },
  };
}

/**
 * MountProps for tests: a real bus, i18next, platform storage (namespace mf_member) and the real http
 * client (@site/shared/http) over a fake api adapter, so codes, keys and errors behave as on the site.
 */
export function fakeProps(routes: Record<string, FakeApiHandler>, route: MountProps['route'], flags: Partial<SiteFlags> = {}) {
  localStorage.clear();
  const i18n = testI18n();
  const api = fakeApi(routes);
  const dialogs = testDialogs();
  const navigate = testNavigate();
  const effects = testEffects((m: string) => dialogs.toast(m, 'error'));
  const http = testHttp(api.adapter, () => 'member-token', effects);
  const bus = testBus();
  const balance = { centerWalletBalance: 0, totalMoney: 0, refresh: jest.fn(async () => undefined) };
  const live = fakeSocket();
  const props = {
    bus,
    http,
    i18n,
    dialogs,
    navigate,
    storage: createPlatformStorage('mf_member'),
    stores: {
      session: { token: 'member-token', userId: '2', user: null, isLoggedIn: true },
      balance,
      unread: { total: 0, feedback: 0, refresh: jest.fn() },
      site: { edition: 'classic', language: 'zh-CN', flags: { ...DEFAULT_SITE_FLAGS, ...flags } },
    },
    socket: live.socket,
    RemoteView: () => null,
    route,
  } as unknown as MountProps;
  return { props, calls: api.calls, dialogs, navigate, bus, balance, i18n, effects, live };
}

export { testBus };
