import { CONTRACT_HASH_FORMAT, contractRecord, contractsByName } from '@site/shared/contract-hash';
import { preInfo, uploadImage, venueTransfer } from '@site/shared';
import { testApp, type TestApp } from '../test-support';
import { SERVED_CONTRACTS_PATH, type ServedContracts } from './served-contracts';

const TOKEN = 'test-ops-token-0123456789';

describe('GET /ops/api/contracts: the contracts the api serves', () => {
  describe('with an ops token', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp({ app: { opsToken: TOKEN } });
    });
    afterAll(() => t.app.close());

    it('lists every contract it registered, by name, with the hashes a build records', async () => {
      const res = await t.app.inject({ method: 'GET', url: SERVED_CONTRACTS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<ServedContracts>();
      expect(body.hashFormat).toBe(CONTRACT_HASH_FORMAT);
      expect(body.contracts.length).toBeGreaterThan(100);
      const served = new Map(body.contracts.map((c) => [c.name, c]));
      for (const [name, contract] of [
        ['venueTransfer', venueTransfer],
        ['preInfo', preInfo],
        // Served by a multipart route of its own, through the same pipeline.
        ['uploadImage', uploadImage],
      ] as const) {
        const { request, response, method, path } = contractRecord(name, contract);
        expect(served.get(name)).toMatchObject({ method, path, request, response });
      }
      // One per path, sorted by path.
      const paths = body.contracts.map((c) => c.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect([...paths].sort()).toEqual(paths);
    });

    it("lists every contract of shared/src/contracts but the demo provider's (its game pages call them, never a remote)", async () => {
      const res = await t.app.inject({ method: 'GET', url: SERVED_CONTRACTS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
      const served = new Set(res.json<ServedContracts>().contracts.map((c) => c.name));
      const unlisted = [...contractsByName()].filter(([name]) => !served.has(name)).map(([, c]) => c.path);
      expect(unlisted.length).toBeGreaterThan(0);
      expect(unlisted.filter((p) => !p.startsWith('/provider/api/'))).toEqual([]);
    });

    it('refuses a call without the token or with another one', async () => {
      expect((await t.app.inject({ method: 'GET', url: SERVED_CONTRACTS_PATH })).statusCode).toBe(401);
      const wrong = await t.app.inject({ method: 'GET', url: SERVED_CONTRACTS_PATH, headers: { authorization: 'Bearer not-the-token-at-all' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ ok: false, message: '运维令牌无效' });
    });
  });

  it('is off (404) when the api has no ops token', async () => {
    const t = await testApp({ app: { opsToken: undefined } });
    try {
      expect((await t.app.inject({ method: 'GET', url: SERVED_CONTRACTS_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });
});
