import type { ServerOptions } from 'node:http';

/**
 * How long a client may take and how much it may send (one table; tests pass shorter times).
 * - headersMs: the request line and headers must arrive within this (slowloris);
 * - requestMs: the whole request, body included;
 * - idleMs: a socket with no traffic is closed;
 * - keepAliveMs: how long an idle keep-alive connection is kept between requests (Node closes it about a second
 *   later). A request a client sends on a kept connection just as the server closes it is reset, and a client that
 *   does not retry then fails (a script's HTTP client or the journeys', which keep a connection however long it
 *   idles: at 5 s, a call about 6 s after the previous one on its connection was reset now and then). So it outlasts
 *   the idle time of the browsers and balancers that keep connections to the api (60 s at most);
 * - checkEveryMs: how often Node looks for requests past headersMs/requestMs;
 * - bodyBytes: the default body limit; contracts get contractBodyBytes, the encrypted route
 *   encryptedBodyBytes (its body is the encrypted JSON of a contract's body).
 */
export interface ServerLimits {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
  bodyBytes: number;
  contractBodyBytes: number;
  encryptedBodyBytes: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 65_000,
  checkEveryMs: 1_000,
  bodyBytes: 1024 * 1024,
  contractBodyBytes: 64 * 1024,
  encryptedBodyBytes: 192 * 1024,
};

/** The Fastify/Node server options of these limits. */
export function serverOptions(limits: ServerLimits): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  bodyLimit: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    bodyLimit: limits.bodyBytes,
    http: { headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, connectionsCheckingInterval: limits.checkEveryMs },
  };
}
