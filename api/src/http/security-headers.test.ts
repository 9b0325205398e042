import Fastify, { type FastifyInstance } from 'fastify';
import { SERVICE_WORKER_PATH } from '@site/shared';
import { testApp, type TestApp } from '../test-support';
import {
  ANY_ANSWER_HEADERS,
  CSP_POLICIES,
  cspAllowingOrigin,
  installSecurityHeaders,
  isPassiveAnswer,
  policyKindOf,
  securityHeaderSets,
} from './security-headers';

let t: TestApp;
/**
 * A server with the headers and one answer of each kind: pages (the site's and a demo game's), a worker, a script,
 * an upload.
 */
let kinds: FastifyInstance;
beforeAll(async () => {
  t = await testApp();
  kinds = Fastify();
  installSecurityHeaders(kinds);
  const page = '<!doctype html><title>星耀体育</title>';
  kinds.get('/mine/userinfo', (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  kinds.get('/provider/slot/', (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  kinds.get(SERVICE_WORKER_PATH, (_req, reply) => reply.type('text/javascript; charset=utf-8').send('self.skipWaiting();'));
  kinds.get('/cdn/mf-help/1.0.0/remoteEntry.js', (_req, reply) => reply.type('application/javascript; charset=utf-8').send('void 0;'));
  kinds.get('/upload/a.png', (_req, reply) =>
    reply
      .type('image/png')
      .header('content-security-policy', 'sandbox')
      .send(Buffer.from([0x89, 0x50])),
  );
});
afterAll(async () => {
  await kinds.close();
  await t.app.close();
});
const at = (url: string) => kinds.inject({ method: 'GET', url });

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );

describe('security headers', () => {
  it('are on pages and the service worker: CSP with the frame sources, frame-ancestors, nosniff, Referrer-Policy', async () => {
    const answers = [await at('/mine/userinfo'), await at(SERVICE_WORKER_PATH)];
    for (const res of answers) {
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['default-src']).toBe("'self'");
      expect(csp['script-src']).toBe("'self'");
      expect(csp['frame-src']).toBe("'self' https:");
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['img-src']).toContain('data:');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sets every header helmet sets for the row on a page, as helmet computes it (the copy kept at start)', async () => {
    const sets = securityHeaderSets();
    expect(Object.keys(sets.site.set).length).toBeGreaterThanOrEqual(10);
    const res = await at('/mine/userinfo');
    for (const [name, value] of Object.entries(sets.site.set)) expect([name, res.headers[name]]).toEqual([name, value]);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends an api answer (JSON) with nosniff and CORP only: the document headers apply to no JSON', async () => {
    const sets = securityHeaderSets();
    for (const res of [(await t.browser.post('/site/api/v1/user/member/info')).res, await t.app.inject({ method: 'GET', url: '/health' })]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const kept = Object.keys(sets.site.set).filter((name) => res.headers[name] !== undefined);
      expect(kept.sort()).toEqual([...ANY_ANSWER_HEADERS].sort());
      for (const name of ANY_ANSWER_HEADERS) expect([name, res.headers[name]]).toEqual([name, sets.site.set[name]]);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("sends a script with nosniff and CORP only, and keeps a header the route set itself (an upload's sandbox)", async () => {
    const script = await at('/cdn/mf-help/1.0.0/remoteEntry.js');
    expect(
      Object.keys(securityHeaderSets().site.set)
        .filter((name) => script.headers[name] !== undefined)
        .sort(),
    ).toEqual([...ANY_ANSWER_HEADERS].sort());
    const upload = await at('/upload/a.png');
    expect(upload.headers['content-security-policy']).toBe('sandbox');
    expect(upload.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps the document headers on what a browser renders or runs as a worker: HTML, SVG, XML, the service worker, an answer without a type', () => {
    for (const [type, path] of [
      ['text/html; charset=utf-8', '/'],
      ['image/svg+xml; charset=utf-8', '/site/api/v1/user/captcha'],
      ['application/xml', '/x.xml'],
      ['text/javascript; charset=utf-8', SERVICE_WORKER_PATH],
      [undefined, '/nothing'],
    ] as const)
      expect([type, path, isPassiveAnswer(type, path)]).toEqual([type, path, false]);
    for (const type of [
      'application/javascript; charset=utf-8',
      'text/css',
      'application/json; charset=utf-8',
      'text/plain; charset=utf-8',
      'image/png',
      'image/webp',
      'font/woff2',
      'application/manifest+json',
    ])
      expect([type, isPassiveAnswer(type, '/cdn/x/1.0.0/file')]).toEqual([type, true]);
  });

  it('gives the demo game pages their own row of the table', async () => {
    expect(policyKindOf('/provider/demo/game?x=1')).toBe('provider');
    expect(policyKindOf('/app/home')).toBe('site');
    const csp = directives((await at('/provider/slot/')).headers['content-security-policy']);
    expect(csp['script-src']).toBe(CSP_POLICIES.provider.scriptSrc);
    expect(csp['frame-ancestors']).toBe("'self'");
  });
});

describe("a staff override's origin in the page's CSP", () => {
  const csp = securityHeaderSets().site.set['content-security-policy']!;
  it('is added to script-src and connect-src only', () => {
    const widened = directives(cspAllowingOrigin(csp, 'http://127.0.0.1:5173'));
    const before = directives(csp);
    expect(widened['script-src']).toBe(`${before['script-src']} http://127.0.0.1:5173`);
    expect(widened['connect-src']).toBe(`${before['connect-src']} http://127.0.0.1:5173`);
    expect({ ...widened, 'script-src': before['script-src'], 'connect-src': before['connect-src'] }).toEqual(before);
  });
  it('never adds a directive of its own', () => {
    for (const bad of ["http://x.test; script-src 'unsafe-inline'", "'unsafe-eval'", 'http://a.test http://b.test', 'data:'])
      expect(cspAllowingOrigin(csp, bad)).toBe(csp);
  });
});
