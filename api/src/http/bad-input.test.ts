import * as shared from '@site/shared';
import type { Contract } from '@site/shared';
import { testApp, type TestApp } from '../test-support';

/** Every contract of shared, found by shape, so a new endpoint is covered without editing this file. */
const contracts = (Object.values(shared) as unknown[]).filter(
  (v): v is Contract => typeof v === 'object' && v !== null && 'path' in v && 'request' in v && 'response' in v,
);

const BAD_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { name: { $gt: '' } },
  { name: 'x'.repeat(10_000), password: ['a'], code: -1 },
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  { type: '2', cate: 'SMS', category: 'eight', userSystem: '1', isPop: 9 },
];

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
});
afterAll(async () => t.app.close());

describe('bad input on every endpoint', () => {
  it('covers the contracts of shared', () => {
    expect(contracts.length).toBeGreaterThan(20);
  });

  it.each(contracts.filter((c) => c.method === 'POST').map((c) => [c.path, c] as const))(
    '%s answers bad bodies with an envelope and a Chinese message, never a crash',
    async (_path, contract) => {
      for (const body of BAD_BODIES) {
        t.clock.advance(1100);
        const out = await t.browser.post(contract, body);
        expect(out.res.statusCode).toBe(200);
        expect(typeof out.code).toBe('number');
        expect(out.code).not.toBe(6005);
        if (out.code !== 6000) expect(out.message).toMatch(/[\u4e00-\u9fa5]/);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('answers a body that is not JSON at all with 6007', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/site/api/v1/user/login',
      payload: '<xml/>',
      headers: { ...t.browser.headers(), 'content-type': 'application/xml' },
    });
    expect(res.json().code).toBeGreaterThanOrEqual(6003);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
