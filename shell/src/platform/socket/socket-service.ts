import { BehaviorSubject, Observable, Subject, distinctUntilChanged, filter, map } from '../rx';
import {
  LIVE_TIMING,
  MsgId,
  encodeFrame,
  topicId,
  type ClientFrameInput,
  type LiveTopic,
  type ServerFrame,
  type SiteBus,
  type SocketService,
  type SocketState,
  type TopicData,
  type TopicMessage,
  type TopicOptions,
} from '@site/shared';
import { initialSocket, socketReducer, type SocketEvent, type SocketMachine, type SocketOutcome } from './socket-machine';

/** The part of the browser's WebSocket the service uses. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface SocketDeps {
  /** The websocket URL (handshake: client type web and the site id). */
  url(): string;
  /** Opens a socket; the browser's WebSocket by default. */
  open?(url: string): WebSocketLike;
  /** A logged-in session (a token is stored). */
  isMember(): boolean;
  /** POST member/jwt through the platform http client; null when it fails. */
  memberToken(): Promise<string | null>;
  bus: SiteBus;
  /** Websocket errors are only logged (spec §8). */
  log?(message: string, detail?: unknown): void;
  /** The server refused the connection for good (its close code): the player is told; nothing reconnects. */
  refused?(code: number): void;
}

export interface ShellSocket extends SocketService {
  /** Opens the connection (once; it then reconnects by itself). */
  start(): void;
  /** Closes it for good (tests, page unload). */
  stop(): void;
  /** The session changed without a bus event (a local logout). */
  sessionChanged(): void;
}

const OPEN = 1;

/** The shell's one live connection: the pure machine of socket-machine.ts plus timers and a WebSocket. */
export function createSocketService(deps: SocketDeps): ShellSocket {
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(`[socket] ${message}`, detail ?? ''));
  const open = deps.open ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
  let machine: SocketMachine = initialSocket(deps.isMember());
  let ws: WebSocketLike | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let reconnect: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const state$ = new BehaviorSubject<SocketState>({ phase: machine.phase, login: machine.login });
  const pushes$ = new Subject<TopicMessage>();
  const answers$ = new Subject<ServerFrame>();
  const unsubscribeBus: (() => void)[] = [];
  /** Where the readers of a topic stand (TopicOptions.resumeFrom), by topicId. */
  const resumers = new Map<string, Set<() => number | undefined>>();

  /**
   * A subscription as sent: with the position every reader of it has reached (the lowest of those that have one),
   * so the server's pushes after it cover them all.
   */
  const withResume = (frame: ClientFrameInput): ClientFrameInput => {
    if (frame.msgId !== MsgId.SUBSCRIBE) return frame;
    let from: number | undefined;
    for (const read of resumers.get(topicId(frame.msgData.topic, frame.msgData.key)) ?? []) {
      const at = read();
      if (at !== undefined && (from === undefined || at < from)) from = at;
    }
    return from === undefined ? frame : { ...frame, msgData: { ...frame.msgData, from } };
  };

  const dispatch = (event: SocketEvent): void => {
    if (stopped) return;
    const step = socketReducer(machine, event);
    machine = step.state;
    // The 300 ms send-wait poll runs only while frames wait.
    if (machine.queue.length > 0 && poll === null) poll = setInterval(() => dispatch({ type: 'poll-due' }), LIVE_TIMING.sendPollMs);
    if (machine.queue.length === 0 && poll !== null) {
      clearInterval(poll);
      poll = null;
    }
    const prev = state$.value;
    if (prev.phase !== machine.phase || prev.login !== machine.login) state$.next({ phase: machine.phase, login: machine.login });
    step.outcomes.forEach(run);
  };

  const detach = (socket: WebSocketLike) => {
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
  };

  const run = (outcome: SocketOutcome): void => {
    switch (outcome.type) {
      case 'connect': {
        let socket: WebSocketLike;
        try {
          socket = open(deps.url());
        } catch (e) {
          log('连接失败', e);
          queueMicrotask(() => dispatch({ type: 'closed' }));
          return;
        }
        ws = socket;
        socket.onopen = () => dispatch({ type: 'opened' });
        socket.onmessage = (ev) => dispatch({ type: 'received', raw: ev.data });
        socket.onerror = (ev) => {
          log('连接出错', ev);
          detach(socket);
          socket.close();
          dispatch({ type: 'closed' });
        };
        socket.onclose = (ev) => {
          detach(socket);
          const code = (ev as { code?: unknown } | null)?.code;
          dispatch({ type: 'closed', code: typeof code === 'number' ? code : undefined });
        };
        return;
      }
      case 'write':
        if (ws && ws.readyState === OPEN) ws.send(encodeFrame(withResume(outcome.frame)));
        return;
      case 'start-heartbeat':
        if (heartbeat !== null) clearInterval(heartbeat);
        heartbeat = setInterval(() => dispatch({ type: 'heartbeat-due' }), outcome.everyMs);
        return;
      case 'stop-heartbeat':
        if (heartbeat !== null) clearInterval(heartbeat);
        heartbeat = null;
        return;
      case 'schedule-reconnect':
        ws = null;
        if (reconnect !== null) clearTimeout(reconnect);
        reconnect = setTimeout(() => {
          reconnect = null;
          dispatch({ type: 'reconnect-due' });
        }, outcome.afterMs);
        return;
      case 'fetch-member-token':
        void deps.memberToken().then(
          (token) => dispatch({ type: 'member-token', token }),
          () => dispatch({ type: 'member-token', token: null }),
        );
        return;
      case 'deliver':
        pushes$.next(outcome.message);
        return;
      case 'answer':
        answers$.next(outcome.frame);
        return;
      case 'log':
        log(outcome.message, outcome.detail);
        return;
      case 'refused':
        ws = null;
        deps.refused?.(outcome.code);
        return;
    }
  };

  const sessionChanged = (force = false) => dispatch({ type: 'session', member: deps.isMember(), force });
  let started = false;

  return {
    get state() {
      return state$.value;
    },
    state$: state$.pipe(distinctUntilChanged((a, b) => a.phase === b.phase && a.login === b.login)),
    topic<T extends LiveTopic>(topic: T, key: string, options?: TopicOptions): Observable<TopicData[T]> {
      const id = topicId(topic, key);
      return new Observable<TopicData[T]>((subscriber) => {
        const sub = pushes$
          .pipe(
            filter((m) => topicId(m.topic, m.key) === id),
            map((m) => m.data as TopicData[T]),
          )
          .subscribe(subscriber);
        // Each subscription its own entry: the same function given twice is still two readers.
        const resume = options?.resumeFrom ? () => options.resumeFrom!() : null;
        if (resume) {
          let set = resumers.get(id);
          if (!set) resumers.set(id, (set = new Set()));
          set.add(resume);
        }
        dispatch({ type: 'watch', topic, key });
        return () => {
          sub.unsubscribe();
          if (resume) {
            const set = resumers.get(id);
            set?.delete(resume);
            if (set?.size === 0) resumers.delete(id);
          }
          dispatch({ type: 'unwatch', topic, key });
        };
      });
    },
    answers$: answers$.asObservable(),
    send: (frame: ClientFrameInput) => dispatch({ type: 'send', frame }),
    start() {
      if (started) return;
      started = true;
      unsubscribeBus.push(
        deps.bus.subscribe('auth:login-success', () => sessionChanged(true)),
        deps.bus.subscribe('auth:login-expired', () => sessionChanged()),
      );
      sessionChanged();
      dispatch({ type: 'start' });
    },
    stop() {
      stopped = true;
      unsubscribeBus.splice(0).forEach((off) => off());
      for (const t of [heartbeat, poll]) if (t !== null) clearInterval(t);
      if (reconnect !== null) clearTimeout(reconnect);
      heartbeat = poll = reconnect = null;
      if (ws) {
        detach(ws);
        ws.close();
        ws = null;
      }
      state$.next({ phase: 'closed', login: 'none' });
      state$.complete();
      pushes$.complete();
      answers$.complete();
    },
    sessionChanged: () => sessionChanged(),
  };
}
