import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * The security headers of every answer (pages, CDN, api), set by @fastify/helmet, and the
 * Content-Security-Policy as one table: which sources each kind of answer may use.
 *
 * | answer                        | scripts               | frames it may show                 | who may frame it |
 * | ----------------------------- | --------------------- | ---------------------------------- | ---------------- |
 * | site pages, CDN, api (`site`) | own origin only       | own origin (the demo game provider | own origin       |
 * |                               |                       | at /provider/…) and any https:     |                  |
 * |                               |                       | venue url (the in-site venue frame)|                  |
 * | demo game pages (`provider`)  | own origin + inline   | own origin                         | own origin       |
 *
 * Styles may be inline everywhere (the remotes' CSS modules are injected as <style> tags);
 * images may come from data: (the captchas), blob: and any https: host (venue and sponsor art).
 * Besides the CSP: X-Frame-Options SAMEORIGIN, X-Content-Type-Options nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, and helmet's other defaults; the CDN's
 * bundles stay loadable from another origin (Cross-Origin-Resource-Policy cross-origin).
 */
export type PolicyKind = 'site' | 'provider';

interface Policy {
  scriptSrc: string;
  frameSrc: string;
  frameAncestors: string;
}

export const CSP_POLICIES: Record<PolicyKind, Policy> = {
  site: { scriptSrc: "'self'", frameSrc: "'self' https:", frameAncestors: "'self'" },
  provider: { scriptSrc: "'self' 'unsafe-inline'", frameSrc: "'self'", frameAncestors: "'self'" },
};

/** The path prefixes whose answers get another policy than `site`. */
export const POLICY_BY_PREFIX: readonly (readonly [string, PolicyKind])[] = [['/provider/', 'provider']];

export function policyKindOf(url: string): PolicyKind {
  return POLICY_BY_PREFIX.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'site';
}

const policyOf = (req: IncomingMessage) => CSP_POLICIES[policyKindOf(req.url ?? '/')];

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(req) => policyOf(req as IncomingMessage).scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [(req) => policyOf(req as IncomingMessage).frameSrc],
        frameAncestors: [(req) => policyOf(req as IncomingMessage).frameAncestors],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Plain-http installs (localhost, behind a TLS proxy) are common: HSTS is the proxy's call.
    strictTransportSecurity: false,
  });
}
