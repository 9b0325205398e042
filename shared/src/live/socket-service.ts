import type { Observable } from 'rxjs';
import type { ClientFrameInput, ServerFrame } from './frames';
import type { LiveTopic, TopicData } from './topics';

/** The connection's state (spec §4 Chat connection). */
export type SocketPhase = 'connecting' | 'open' | 'closed';
/** Who the connection is logged in as: nobody yet, a guest or a member. */
export type SocketLogin = 'none' | 'guest' | 'member';
export interface SocketState {
  phase: SocketPhase;
  login: SocketLogin;
}

/** How a reader watches a topic. */
export interface TopicOptions {
  /**
   * Where the reader stands in a topic that has positions (a sports board: the seq of the last batch it applied),
   * read each time the subscription is sent (the first time, after each reconnect): the server first sends the
   * pushes after it that it still keeps. Undefined while the reader has nothing (before its snapshot).
   */
  resumeFrom?(): number | undefined;
}

/** The one live connection the shell owns; remotes get it as PlatformProps.socket. */
export interface SocketService {
  readonly state: SocketState;
  /** The state, now and on each change. */
  readonly state$: Observable<SocketState>;
  /**
   * Pushes of one topic and key (a match id, a room id, a member id). The first subscriber makes
   * the server push it, the last one to unsubscribe stops it; re-sent after each reconnect.
   */
  topic<T extends LiveTopic>(topic: T, key: string, options?: TopicOptions): Observable<TopicData[T]>;
  /**
   * Server frames that answer this socket's own requests: a watched topic made live (SUBSCRIBED, with the topic's
   * seq where it has one), and the chat room's join unicast, history, notices and refusals.
   */
  readonly answers$: Observable<ServerFrame>;
  /** Sends a frame once the connection is open (queued until then). */
  send(frame: ClientFrameInput): void;
}
