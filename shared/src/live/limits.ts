/** Timing of the live connection (spec §9 "Chat: ping 10 s; reconnect 5 s; send-wait poll 300 ms"). */
export const LIVE_TIMING = {
  heartbeatMs: 10_000,
  reconnectMs: 5_000,
  sendPollMs: 300,
  /** The server drops a socket that has sent nothing (not even a heartbeat) for three pings. */
  silenceMs: 30_000,
} as const;

/** Chat history page size (spec §9). */
export const CHAT_HISTORY_PAGE_SIZE = 15;

export const LIVE_LIMITS = {
  /** Largest frame either side accepts, in bytes. */
  maxFrameBytes: 16 * 1024,
  /** Topic subscriptions one socket may hold at a time. */
  maxSubscriptions: 200,
  /** Outgoing frames the client keeps while not connected (older ones are dropped first). */
  maxQueuedFrames: 100,
} as const;

/**
 * The websocket path and the handshake query (spec §7 Chat: client type web and a site id), plus the language the
 * socket's texts are sent in (`lang`, as Accept-Language for a call; zh-CN when absent).
 */
export const LIVE_PATH = '/ws';
export const LIVE_CLIENT_TYPE = 'web';
export const LIVE_LANGUAGE_PARAM = 'lang';
export function liveUrl(origin: string, siteId: string, language?: string): string {
  const url = new URL(LIVE_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('clientType', LIVE_CLIENT_TYPE);
  url.searchParams.set('siteId', siteId);
  if (language) url.searchParams.set(LIVE_LANGUAGE_PARAM, language);
  return url.toString();
}
