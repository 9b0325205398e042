import type { ServerOptions } from 'node:http';

/**
 * How long a client may take and how much it may send (one table; tests pass shorter times).
 * - headersMs: the request line and headers must arrive within this (slowloris);
 * - requestMs: the whole request, body included;
 * - idleMs: a socket with no traffic is closed;
 * - keepAliveMs: an idle keep-alive connection between requests;
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
  keepAliveMs: 5_000,
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
