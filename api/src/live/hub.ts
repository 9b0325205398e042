import { Redis } from 'ioredis';
import { topicMessageSchema, type TopicMessage } from '@site/shared';

/** Between producers (odds, chat, ledger) and the sockets of this instance. */
export interface LiveHub {
  /** Hands one message to every instance's sockets (this one included). */
  publish(message: TopicMessage): Promise<void>;
  /** Messages for this instance's sockets; returns the unsubscribe function. */
  onMessage(listener: (message: TopicMessage) => void): () => void;
  close(): Promise<void>;
}

export type LiveLog = (message: string, detail?: unknown) => void;

class Listeners {
  private readonly set = new Set<(m: TopicMessage) => void>();
  add(listener: (m: TopicMessage) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(message: TopicMessage, log: LiveLog): void {
    for (const l of this.set) {
      try {
        l(message);
      } catch (e) {
        log('live listener failed', e);
      }
    }
  }
}

/** One instance: publish goes straight to the listeners. */
export function inProcessHub(log: LiveLog): LiveHub {
  const listeners = new Listeners();
  return {
    publish: async (message) => listeners.emit(message, log),
    onMessage: (l) => listeners.add(l),
    close: async () => undefined,
  };
}

/** The Redis channel every instance publishes to and listens on. */
export const LIVE_CHANNEL = 'site:live';

/** Several instances: Redis pub/sub (REDIS_URL); what comes back from Redis is validated again. */
export async function redisHub(url: string, log: LiveLog): Promise<LiveHub> {
  const listeners = new Listeners();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const)
    client.on('error', (e: Error) => log(`redis ${name} error`, e.message));
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (e) {
    pub.disconnect();
    sub.disconnect();
    throw new Error(`cannot reach Redis at REDIS_URL (${redactUrl(url)}): ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  sub.on('message', (_channel: string, text: string) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      log('dropped a hub message that is not JSON', text.slice(0, 200));
      return;
    }
    const parsed = topicMessageSchema.safeParse(json);
    if (!parsed.success) log('dropped a bad hub message', parsed.error.issues[0]?.message);
    else listeners.emit(parsed.data, log);
  });
  await sub.subscribe(LIVE_CHANNEL);
  return {
    publish: async (message) => {
      await pub.publish(LIVE_CHANNEL, JSON.stringify(message));
    },
    onMessage: (l) => listeners.add(l),
    close: async () => {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unreadable URL';
  }
}
