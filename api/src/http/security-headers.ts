import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { SERVICE_WORKER_PATH } from '@site/shared';

/**
 * The security headers of every answer (pages, CDN, api), set by helmet, and the
 * Content-Security-Policy as one table: which sources each kind of answer may use. Helmet is run
 * once per row, at start, and the headers it sets are kept: every answer then gets its row's
 * headers as they are (@fastify/helmet rebuilds helmet and re-parses the policy on every request,
 * a fifth of a signed call's time; even a helmet middleware built once walks a dozen middlewares
 * per request). The headers depend on nothing in the request (no nonces), so the kept copy is what
 * helmet would set on each answer.
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
 *
 * Only a document (a page, an SVG or XML answer opened as one) or a worker's script needs all of them: an answer
 * that is only ever read by a page (a script, a stylesheet, JSON, a raster image, a font) keeps the two a browser
 * reads on any answer (`ANY_ANSWER_HEADERS`) and goes out without the rest (`isPassiveAnswer`).
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

/** What a helmet middleware does to an answer: the headers it sets and the ones it removes. */
export interface HeaderSet {
  set: Readonly<Record<string, string>>;
  removed: readonly string[];
}

/** Runs a helmet middleware once against a recording answer and returns what it did. */
export function headersOf(middleware: ReturnType<typeof helmet>): HeaderSet {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const answer = {
    setHeader: (name: string, value: unknown) => void (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void removed.push(name.toLowerCase()),
  };
  let failure: unknown = null;
  middleware({} as never, answer as never, (err?: unknown) => void (failure = err ?? null));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set, removed };
}

/** The headers of each row of the table, computed by helmet. */
export function securityHeaderSets(): Record<PolicyKind, HeaderSet> {
  return Object.fromEntries(Object.entries(CSP_POLICIES).map(([kind, policy]) => [kind, headersOf(helmetFor(policy))])) as Record<PolicyKind, HeaderSet>;
}

/**
 * The headers a browser reads on any answer: nosniff (a script or a stylesheet is run or applied only when its type
 * says so) and Cross-Origin-Resource-Policy (the CDN's files stay loadable from another origin).
 */
export const ANY_ANSWER_HEADERS: ReadonlySet<string> = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/**
 * The types of answer a browser never renders as a document nor runs as a worker (with nosniff, a type is taken as
 * sent): scripts, stylesheets, plain text, JSON, web app manifests, wasm, raster images, fonts. SVG and XML are not
 * among them: opened on their own, either is a document that can run a script.
 */
const PASSIVE_TYPE =
  /^(?:text\/(?:css|javascript|plain)|application\/(?:javascript|json|manifest\+json|wasm)|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)|font\/)/i;

/**
 * Whether an answer only ever reaches a page as something it reads: the CSP, X-Frame-Options, COOP,
 * Origin-Agent-Cluster, Referrer-Policy and the rest apply to a document or a worker, so on such an answer they are
 * only bytes, about 540 of them on each over HTTP/1.1, where headers go uncompressed (a member's first load of the
 * member centre makes about 25 such requests before its avatar paints). An answer without a type keeps every header.
 */
export function isPassiveAnswer(contentType: string | undefined, path: string): boolean {
  return Boolean(contentType && PASSIVE_TYPE.test(contentType)) && path !== SERVICE_WORKER_PATH;
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const byKind = securityHeaderSets();
  const documentOnly = Object.fromEntries(
    Object.entries(byKind).map(([kind, headers]) => [kind, Object.entries(headers.set).filter(([name]) => !ANY_ANSWER_HEADERS.has(name))]),
  ) as Record<PolicyKind, [string, string][]>;
  app.addHook('onRequest', (req, reply, done) => {
    const headers = byKind[policyKindOf(req.url)];
    for (const name of headers.removed) reply.raw.removeHeader(name);
    reply.headers(headers.set);
    done();
  });
  // Once the answer's type is known (a route or the static files set it). A header a route set itself (an upload's
  // sandboxing CSP) is the route's and stays.
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (isPassiveAnswer(typeof type === 'string' ? type : undefined, req.url.split('?')[0] ?? '')) {
      for (const [name, value] of documentOnly[policyKindOf(req.url)]) if (reply.getHeader(name) === value) reply.removeHeader(name);
    }
    done(null, payload);
  });
}

/** The directives a staff override's origin is added to: its remote's scripts, and the fetch of its manifest. */
const OVERRIDE_DIRECTIVES = ['script-src', 'connect-src'];

/**
 * A page's CSP with one more origin its scripts and fetches may come from: the origin of a staff override (checked
 * against the staff token that names it), for the browser holding it only. The origin is a URL's origin (no space,
 * no `;`), so it cannot add a directive of its own.
 */
export function cspAllowingOrigin(csp: string, origin: string): string {
  if (!/^https?:\/\/[^\s;,']+$/.test(origin)) return csp;
  return csp
    .split(';')
    .map((directive) => (OVERRIDE_DIRECTIVES.includes(directive.trim().split(/\s+/)[0] ?? '') ? `${directive} ${origin}` : directive))
    .join(';');
}
