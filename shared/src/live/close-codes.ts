/**
 * The close codes the api ends a live socket with, and what the client does on each: reconnect after
 * LIVE_TIMING.reconnectMs (any code not listed: a restart, a network drop, a silent socket), or stop for good
 * (a refusal that a reconnect would only meet again). One table for the api (live/install-live.ts) and the
 * shell's socket (platform/socket/socket-machine.ts).
 */
export const LiveCloseCode = {
  /** The handshake's query is wrong (clientType, siteId). */
  BAD_HANDSHAKE: 1008,
  /** The client's address already holds the api's most sockets (LIVE_MAX_SOCKETS_PER_ADDRESS, 64 by default). */
  TOO_MANY_FROM_ADDRESS: 4001,
  /** The member is already logged in on the api's most sockets (LIVE_MAX_SOCKETS_PER_MEMBER, 8 by default). */
  TOO_MANY_FOR_MEMBER: 4002,
} as const;
export type LiveCloseCode = (typeof LiveCloseCode)[keyof typeof LiveCloseCode];

/** The reason sent with each refusal (a close reason holds at most 123 bytes: about 40 Chinese characters). */
export const LIVE_CLOSE_REASON = {
  [LiveCloseCode.BAD_HANDSHAKE]: '握手参数不正确',
  [LiveCloseCode.TOO_MANY_FROM_ADDRESS]: '该网络地址的实时连接过多',
  [LiveCloseCode.TOO_MANY_FOR_MEMBER]: '该账号的实时连接过多',
} as const satisfies Record<LiveCloseCode, string>;

/** Codes after which the client stops reconnecting (and tells the player). */
const STOPS: ReadonlySet<number> = new Set<number>([LiveCloseCode.BAD_HANDSHAKE, LiveCloseCode.TOO_MANY_FROM_ADDRESS, LiveCloseCode.TOO_MANY_FOR_MEMBER]);

/** Whether a socket closed with `code` must not reconnect. */
export function closeStopsReconnecting(code: number | undefined): boolean {
  return code !== undefined && STOPS.has(code);
}
