import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer (pages, CDN, api), set by helmet, and the
 * Content-Security-Policy as one table: which sources each kind of answer may use. One helmet
 * middleware is built per row, once, and picked by path (@fastify/helmet rebuilds helmet and
 * re-parses the policy on every request: a fifth of a signed call's time).
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

function helmetFor(policy: Policy) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: policy.scriptSrc.split(' '),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: policy.frameSrc.split(' '),
        frameAncestors: policy.frameAncestors.split(' '),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Plain-http installs (localhost, behind a TLS proxy) are common: HSTS is the proxy's call.
    strictTransportSecurity: false,
  });
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const byKind = Object.fromEntries(Object.entries(CSP_POLICIES).map(([kind, policy]) => [kind, helmetFor(policy)])) as Record<
    PolicyKind,
    ReturnType<typeof helmet>
  >;
  app.addHook('onRequest', (req, reply, done) =>
    byKind[policyKindOf(req.url)](req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
}
