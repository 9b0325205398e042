import { Observable } from '../rx';
import { afterLoadIdle } from '../after-load-idle';
import type { ClientFrameInput, LiveTopic, ServerFrame, SocketState, TopicData, TopicOptions } from '@site/shared';
import type { ShellSocket, SocketDeps } from './socket-service';

/** The state before the connection's code has loaded: not connected, nobody logged in. */
export const NOT_OPENED: SocketState = { phase: 'closed', login: 'none' };

/** Makes the live connection (socket-service's createSocketService, loaded on demand). */
export type SocketFactory = (deps: SocketDeps) => ShellSocket;

interface Unsubscribable {
  unsubscribe(): void;
}

/**
 * The shell's one live connection, opened on demand: its code (the state machine, the frames and the chat
 * and sport schemas they check) loads, and the socket opens, when something first uses it: a topic, the
 * answers or the state, a frame to send, or a member's session (the balance push watches its topic). A
 * guest's first page opens no socket and loads none of it; the chat room or the sports board opens it
 * when they mount. Until then `state` reads NOT_OPENED. A chunk that did not come is logged (websocket
 * errors are only logged, spec §8) and asked for again by the next use. A member's session opens it once
 * the first page has loaded (`later`, afterLoadIdle by default): the balance push is not needed before the
 * balance the page's guard asks for has come, and the code, the socket and its member token (member/jwt)
 * stay off the path of the page's own content.
 */
export function createLazySocket(deps: SocketDeps, load: () => Promise<SocketFactory>, later: (run: () => void) => void = afterLoadIdle): ShellSocket {
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(`[socket] ${message}`, detail ?? ''));
  let real: ShellSocket | null = null;
  let loading: Promise<ShellSocket> | null = null;
  let startAsked = false;
  let stopped = false;

  const ensure = (): Promise<ShellSocket> =>
    (loading ??= load().then(
      (create) => {
        const made = create(deps);
        real = made;
        if (stopped) made.stop();
        else if (startAsked) made.start();
        return made;
      },
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));

  /** One of the real service's observables, subscribed once its code is in. */
  const through = <T>(pick: (s: ShellSocket) => Observable<T>, first?: T) =>
    new Observable<T>((subscriber) => {
      if (real) return pick(real).subscribe(subscriber);
      if (first !== undefined) subscriber.next(first);
      let inner: Unsubscribable | null = null;
      let closed = false;
      ensure().then(
        (s) => {
          if (!closed) inner = pick(s).subscribe(subscriber);
        },
        (e: unknown) => log('实时连接的代码未能加载', e),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });

  return {
    get state() {
      return real ? real.state : NOT_OPENED;
    },
    state$: through((s) => s.state$, NOT_OPENED),
    topic<T extends LiveTopic>(topic: T, key: string, options?: TopicOptions): Observable<TopicData[T]> {
      return through((s) => s.topic(topic, key, options));
    },
    answers$: through<ServerFrame>((s) => s.answers$),
    send(frame: ClientFrameInput) {
      if (real) real.send(frame);
      else
        ensure().then(
          (s) => s.send(frame),
          (e: unknown) => log('实时连接的代码未能加载', e),
        );
    },
    start() {
      startAsked = true;
      if (real) real.start();
      else if (deps.isMember())
        later(() => {
          if (real || stopped || !deps.isMember()) return;
          ensure().catch((e: unknown) => {
            log('实时连接的代码未能加载', e);
          });
        });
    },
    stop() {
      stopped = true;
      real?.stop();
    },
    sessionChanged() {
      real?.sessionChanged();
    },
  };
}
