import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  LIVE_CLIENT_TYPE,
  LIVE_CLOSE_REASON,
  LIVE_LANGUAGE_PARAM,
  LiveCloseCode,
  LIVE_LIMITS,
  LIVE_PATH,
  LIVE_TIMING,
  MsgId,
  encodeFrame,
  languageOfAccept,
  parseClientFrame,
  topicDataSchemas,
  topicId,
  topicKeySchema,
  type Language,
  type LiveTopic,
  type ServerFrameInput,
  type TopicData,
  type TopicMessage,
} from '@site/shared';
import { inLanguageOf } from '../http/language';
import { inProcessHub, redisHub, type LiveHub, type LiveLog } from './hub';
import { inProcessLeadership, redisLeadership, type Leadership, type StopTask } from './leader';
import { handleFrame, type Authenticate, type ChatHandler, type LiveIdentity, type Subscription } from './live-socket';

export interface LiveOptions {
  /** Checks a member token from POST member/jwt. */
  authenticate: Authenticate;
  /** Redis pub/sub between instances (REDIS_URL); in-process when absent. */
  redisUrl?: string;
  /** Lock lifetime of the Redis leadership (tests shorten it). */
  leaderTtlMs?: number;
  /** Sockets one client address / one member may hold on this instance; LIVE_SOCKET_CAPS by default. */
  caps?: Partial<LiveSocketCaps>;
}

/**
 * The most sockets one client address (req.ip: behind a proxy the X-Forwarded-For address TRUST_PROXY allows)
 * and one logged-in member may hold on one api instance (LIVE_MAX_SOCKETS_PER_ADDRESS, LIVE_MAX_SOCKETS_PER_MEMBER).
 * One more is closed with LiveCloseCode.TOO_MANY_FROM_ADDRESS at once, or TOO_MANY_FOR_MEMBER at its member login;
 * the shell stops reconnecting on either.
 */
export interface LiveSocketCaps {
  perAddress: number;
  perMember: number;
}
export const LIVE_SOCKET_CAPS: LiveSocketCaps = { perAddress: 64, perMember: 8 };

/** What producers and the dev endpoints get from the live part of the api. */
export interface Live {
  /**
   * Sends one topic message to every socket that watches it, on every instance; false (and logged) when key or data are bad or the hub is down.
   * trusted: the data is built from the topic's own types by a producer whose output its tests parse with the topic's schema (the sports
   * feed, thousands of odds a second): the key is still checked, the schema parse is skipped. Other instances parse what Redis brings anyway.
   */
  publish<T extends LiveTopic>(topic: T, key: string, data: TopicData[T], opts?: { trusted?: boolean }): Promise<boolean>;
  /**
   * The messages of one topic as they reach this instance (every instance gets every message, its
   * own included): for consumers inside the api, e.g. a copy of the sports boards. Returns the
   * function that stops listening.
   */
  onMessage<T extends LiveTopic>(topic: T, listener: (key: string, data: TopicData[T]) => void): () => void;
  /** Runs a producer once across instances (see leader.ts). */
  lead(name: string, start: () => StopTask): () => Promise<void>;
  /** This instance's sockets: who they are and what they watch. */
  sockets(): LiveSocketInfo[];
  /** Drops every socket of this instance (dev mode: reconnection journeys). */
  dropAll(): number;
  /** The chat module serves the chat room's frames (join, send, history); refused until it does. */
  serveChat(handler: ChatHandler): void;
  /** A module tells a topic's position (the sports boards' seqs): a subscription's answer carries it. */
  servePosition(topic: LiveTopic, positionOf: (key: string) => number | undefined): void;
  /** A module tells a topic's state now (a match's 赛况): a new subscription gets it right after its answer. */
  serveSnapshot<T extends LiveTopic>(topic: T, snapshotOf: (key: string) => TopicData[T] | undefined): void;
  /**
   * A module keeps a topic's recent pushes (the sports boards' batches): a subscription that says where its reader
   * stands gets those after it before its answer; undefined when the kept ones do not reach back that far.
   */
  servePushesAfter<T extends LiveTopic>(topic: T, pushesAfter: (key: string, from: number) => readonly TopicData[T][] | undefined): void;
}

export interface LiveSocketInfo {
  id: string;
  login: LiveIdentity['kind'];
  memberId?: string;
  subscriptions: string[];
}

interface Connection {
  id: string;
  ws: WebSocket;
  /** The client's address (counted against caps.perAddress). */
  address: string;
  identity: LiveIdentity;
  /** The language its texts are sent in (the handshake's `lang`): frames are converted like the api's answers. */
  language: Language;
  subscriptions: Map<string, Subscription>;
  lastSeen: number;
  /** Frames are handled one after another (a member login awaits the token check). */
  chain: Promise<void>;
  /** Frames received and not yet handled. */
  pending: number;
}

/**
 * Frames one socket may have waiting; more are dropped (a flood, not a client). Room for a
 * reconnect's burst: a login plus every subscription re-sent at once.
 */
const MAX_PENDING_FRAMES = LIVE_LIMITS.maxSubscriptions + 56;

/** A client that cannot keep up loses its socket rather than the server its memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const memberOf = (identity: LiveIdentity): string | null => (identity.kind === 'member' ? identity.memberId : null);

/** How many open sockets each key (an address, a member) holds; a key at zero is forgotten. */
class Counts {
  private readonly counts = new Map<string, number>();
  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  up(key: string): void {
    this.counts.set(key, this.of(key) + 1);
  }
  down(key: string): void {
    const n = this.of(key) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

const byApp = new WeakMap<FastifyInstance, Live>();
export function liveOf(app: FastifyInstance): Live {
  const live = byApp.get(app);
  if (!live) throw new Error('live not installed on this app');
  return live;
}

/**
 * The live connection, its messages shared across api instances: a websocket at
 * LIVE_PATH (handshake ?clientType=web&siteId=...), heartbeat, member or guest login, per-socket
 * subscriptions, and the hub that carries producers' messages to the sockets of every instance.
 */
export async function installLive(app: FastifyInstance, opts: LiveOptions): Promise<Live> {
  const log: LiveLog = (message, detail) => app.log.warn({ detail }, `[live] ${message}`);
  const owner = randomUUID();
  const hub: LiveHub = opts.redisUrl ? await redisHub(opts.redisUrl, log) : inProcessHub(log);
  let leadership: Leadership;
  try {
    leadership = opts.redisUrl ? await redisLeadership(opts.redisUrl, owner, log, { ttlMs: opts.leaderTtlMs }) : inProcessLeadership();
  } catch (e) {
    await hub.close();
    throw e;
  }
  const connections = new Set<Connection>();
  const caps: LiveSocketCaps = { ...LIVE_SOCKET_CAPS, ...opts.caps };
  /** Open sockets by client address and by logged-in member (their counts are what the caps limit). */
  const byAddress = new Counts();
  const byMember = new Counts();
  const refuse = (ws: WebSocket, code: keyof typeof LIVE_CLOSE_REASON) => ws.close(code, LIVE_CLOSE_REASON[code]);
  let chat: ChatHandler | undefined;
  const positions = new Map<LiveTopic, (key: string) => number | undefined>();
  const positionOf = (topic: LiveTopic, key: string): number | undefined => positions.get(topic)?.(key);
  const snapshots = new Map<LiveTopic, (key: string) => unknown>();
  const snapshotOf = (topic: LiveTopic, key: string): unknown => snapshots.get(topic)?.(key);
  const kept = new Map<LiveTopic, (key: string, from: number) => readonly unknown[] | undefined>();
  const pushesAfter = (topic: LiveTopic, key: string, from: number) => kept.get(topic)?.(key, from);
  const watchers = new Map<string, Set<Connection>>();

  /** Sends an encoded frame: a pushed message is encoded once (one Buffer) for all its watchers. */
  const sendEncoded = (c: Connection, frame: string | Buffer) => {
    if (c.ws.readyState !== c.ws.OPEN) return;
    if (c.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      log('dropped a socket that does not keep up', c.id);
      c.ws.terminate();
      return;
    }
    c.ws.send(frame, { binary: false });
  };
  const send = (c: Connection, frame: ServerFrameInput) => sendEncoded(c, encodeFrame(inLanguageOf(c.language, frame)));
  const unwatch = (c: Connection, s: Subscription) => {
    const id = topicId(s.topic, s.key);
    c.subscriptions.delete(id);
    const set = watchers.get(id);
    set?.delete(c);
    if (set && set.size === 0) watchers.delete(id);
  };
  const offHub = hub.onMessage((message: TopicMessage) => {
    const set = watchers.get(topicId(message.topic, message.key));
    if (!set || set.size === 0) return;
    // Encoded once per language its watchers read (the zh-TW one only when one of them does).
    const frames = new Map<Language, Buffer>();
    const frameIn = (language: Language): Buffer => {
      let frame = frames.get(language);
      if (!frame) frames.set(language, (frame = Buffer.from(encodeFrame(inLanguageOf(language, { msgId: MsgId.TOPIC_PUSH, msgData: message })))));
      return frame;
    };
    for (const c of set) sendEncoded(c, frameIn(c.language));
  });

  const onFrame = async (c: Connection, raw: string) => {
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) {
      log(`dropped a bad frame: ${parsed.reason}`, { socket: c.id, frame: raw.slice(0, 200) });
      return;
    }
    const result = await handleFrame(parsed.frame, c.identity, c.subscriptions, opts.authenticate, { chat, positionOf, snapshotOf, pushesAfter });
    if (c.ws.readyState !== c.ws.OPEN) return;
    if (result.identity) {
      const before = memberOf(c.identity);
      const after = memberOf(result.identity);
      if (after !== before) {
        if (after !== null && byMember.of(after) >= caps.perMember) {
          log('refused a member socket: too many', { socket: c.id, memberId: after });
          refuse(c.ws, LiveCloseCode.TOO_MANY_FOR_MEMBER);
          return;
        }
        if (before !== null) byMember.down(before);
        if (after !== null) byMember.up(after);
      }
      c.identity = result.identity;
    }
    if (result.language) c.language = result.language;
    result.remove?.forEach((s) => unwatch(c, s));
    if (result.add) {
      const id = topicId(result.add.topic, result.add.key);
      c.subscriptions.set(id, result.add);
      let set = watchers.get(id);
      if (!set) watchers.set(id, (set = new Set()));
      set.add(c);
    }
    result.reply.forEach((f) => send(c, f));
  };

  await app.register(websocket, { options: { maxPayload: LIVE_LIMITS.maxFrameBytes } });
  app.get(LIVE_PATH, { websocket: true }, (ws, req) => {
    const q = req.query as Record<string, unknown>;
    if (q.clientType !== LIVE_CLIENT_TYPE || typeof q.siteId !== 'string' || !/^[0-9A-Za-z_-]{1,32}$/.test(q.siteId)) {
      refuse(ws, LiveCloseCode.BAD_HANDSHAKE);
      return;
    }
    if (byAddress.of(req.ip) >= caps.perAddress) {
      log('refused a socket: too many from one address', req.ip);
      refuse(ws, LiveCloseCode.TOO_MANY_FROM_ADDRESS);
      return;
    }
    byAddress.up(req.ip);
    const c: Connection = {
      id: randomUUID(),
      ws,
      address: req.ip,
      identity: { kind: 'none' },
      language: languageOfAccept(typeof q[LIVE_LANGUAGE_PARAM] === 'string' ? q[LIVE_LANGUAGE_PARAM] : undefined),
      subscriptions: new Map(),
      lastSeen: Date.now(),
      chain: Promise.resolve(),
      pending: 0,
    };
    connections.add(c);
    ws.on('message', (data, isBinary) => {
      c.lastSeen = Date.now();
      const text = isBinary ? null : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      if (text === null) {
        log('dropped a binary frame', c.id);
        return;
      }
      if (c.pending >= MAX_PENDING_FRAMES) {
        log('dropped a frame: too many waiting', c.id);
        return;
      }
      c.pending++;
      c.chain = c.chain
        .then(() => onFrame(c, text))
        .catch((e: unknown) => log('frame handling failed', e instanceof Error ? e.message : e))
        .finally(() => void c.pending--);
    });
    ws.on('error', (e) => log('socket error', e.message));
    ws.on('close', () => {
      connections.delete(c);
      byAddress.down(c.address);
      const member = memberOf(c.identity);
      if (member !== null) byMember.down(member);
      [...c.subscriptions.values()].forEach((s) => unwatch(c, s));
    });
  });

  // Sockets silent for three pings are gone (a client pings every 10 s).
  const sweep = setInterval(() => {
    const cutoff = Date.now() - LIVE_TIMING.silenceMs;
    for (const c of connections) if (c.lastSeen < cutoff) c.ws.terminate();
  }, LIVE_TIMING.heartbeatMs);
  sweep.unref();

  const live: Live = {
    async publish(topic, key, data, opts) {
      const okKey = topicKeySchema.safeParse(key);
      const okData = opts?.trusted ? { success: true as const, data } : topicDataSchemas[topic].safeParse(data);
      if (!okKey.success || !okData.success) {
        log(`dropped a bad ${topic} message from a producer`, { key });
        return false;
      }
      try {
        await hub.publish({ topic, key, data: okData.data } as TopicMessage);
        return true;
      } catch (e) {
        log(`could not publish a ${topic} message`, e instanceof Error ? e.message : e);
        return false;
      }
    },
    onMessage: (topic, listener) =>
      hub.onMessage((m) => {
        if (m.topic === topic) listener(m.key, m.data as TopicData[typeof topic]);
      }),
    lead: (name, start) => leadership.run(name, start),
    sockets: () =>
      [...connections].map((c) => ({
        id: c.id,
        login: c.identity.kind,
        ...(c.identity.kind === 'member' ? { memberId: c.identity.memberId } : {}),
        subscriptions: [...c.subscriptions.keys()].sort(),
      })),
    serveChat(handler) {
      chat = handler;
    },
    servePosition(topic, of) {
      positions.set(topic, of);
    },
    serveSnapshot(topic, of) {
      snapshots.set(topic, of);
    },
    servePushesAfter(topic, of) {
      kept.set(topic, of);
    },
    dropAll() {
      const n = connections.size;
      for (const c of connections) c.ws.terminate();
      return n;
    },
  };
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    offHub();
    await leadership.close();
    await hub.close();
  });
  byApp.set(app, live);
  return live;
}
