import { testApp, type TestApp } from '../test-support';
import { CSP_POLICIES, cspAllowingOrigin, policyKindOf, securityHeaderSets } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );

describe('security headers', () => {
  it('are on pages, api answers and health: CSP with the frame sources, frame-ancestors, nosniff, Referrer-Policy', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/mine/userinfo' }),
      (await t.browser.post('/site/api/v1/advertising/navigationList')).res,
      await t.app.inject({ method: 'GET', url: '/health' }),
    ];
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

  it('sets every header helmet sets for the row, as helmet computes it (the copy kept at start)', async () => {
    const sets = securityHeaderSets();
    expect(Object.keys(sets.site.set).length).toBeGreaterThanOrEqual(10);
    const res = (await t.browser.post('/site/api/v1/user/member/info')).res;
    for (const [name, value] of Object.entries(sets.site.set)) expect([name, res.headers[name]]).toEqual([name, value]);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives the demo game pages their own row of the table', async () => {
    expect(policyKindOf('/provider/demo/game?x=1')).toBe('provider');
    expect(policyKindOf('/app/home')).toBe('site');
    const res = await t.app.inject({ method: 'GET', url: '/provider/nothing-here' });
    const csp = directives(res.headers['content-security-policy']);
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
