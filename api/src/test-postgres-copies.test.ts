import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { md5, testApp, testDatabase, testEngine, type TestDatabase } from './test-support';
import { PostgresCopies, prepareTemplate, type PostgresCopy } from './test-postgres-copies';

/** On PostgreSQL only (npm test's second jest run): a copy given back holds its template's rows again. */
const onPostgres = testEngine() === 'postgres' ? describe : describe.skip;

onPostgres('PostgreSQL test copies', () => {
  const server = process.env.TEST_DATABASE_URL!;
  let template: TestDatabase;
  let templateName: string;
  let freeDir: string;
  let copies: PostgresCopies;

  beforeAll(async () => {
    template = await testDatabase('postgres');
    const t = await testApp({ database: template, seedDemo: true });
    await t.app.close();
    await prepareTemplate(template.databaseUrl!);
    templateName = new URL(template.databaseUrl!).pathname.slice(1);
  });
  afterAll(async () => template.drop());
  beforeEach(() => {
    freeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-free-'));
    copies = new PostgresCopies(server, freeDir);
  });
  afterEach(() => fs.rmSync(freeDir, { recursive: true, force: true }));

  const query = async <T extends pg.QueryResultRow>(copy: PostgresCopy, text: string): Promise<T[]> => {
    const c = new pg.Client({ connectionString: copy.url });
    await c.connect();
    try {
      return (await c.query<T>(text)).rows;
    } finally {
      await c.end();
    }
  };
  /** Registers a member through an app on the copy; answers the member's id. */
  const register = async (copy: PostgresCopy, name: string): Promise<number> => {
    const t = await testApp({ database: { databaseUrl: copy.url, drop: async () => undefined } });
    try {
      t.clock.advance(1000);
      const out = await t.browser.post<{ userId: string }>('/site/api/v1/user/register', { name, password: md5('abc12345'), secondPassword: md5('abc12345') });
      expect(out.code).toBe(6000);
      return Number(out.data.userId);
    } finally {
      await t.app.close();
    }
  };

  it('gives the next taker the same database with the template rows and sequences back', async () => {
    const first = await copies.take(templateName);
    const members = (await query<{ n: string }>(first, 'SELECT count(*) AS n FROM member'))[0]!.n;
    const id = await register(first, 'copyuser1');
    expect((await query<{ n: string }>(first, 'SELECT count(*) AS n FROM member'))[0]!.n).toBe(String(Number(members) + 1));
    await copies.giveBack(templateName, first);

    const again = await copies.take(templateName);
    expect(again.name).toBe(first.name);
    expect((await query<{ n: string }>(again, 'SELECT count(*) AS n FROM member'))[0]!.n).toBe(members);
    // The identity counts from where the template left it: the same id again.
    expect(await register(again, 'copyuser2')).toBe(id);
    await copies.giveBack(templateName, again);
    await copies.drop(again.name);
  });

  it('drops a copy whose schema a test changed instead of handing it on', async () => {
    const changed = await copies.take(templateName);
    await query(changed, 'ALTER TABLE member ADD COLUMN extra integer');
    await copies.giveBack(templateName, changed);
    const exists = async (name: string) =>
      (await query<{ n: string }>({ ...changed, url: server }, `SELECT count(*) AS n FROM pg_database WHERE datname = '${name}'`))[0]!.n;
    expect(await exists(changed.name)).toBe('0');
    const next = await copies.take(templateName);
    expect(next.name).not.toBe(changed.name);
    await copies.drop(next.name);
  });
});
