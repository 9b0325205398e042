import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ENCRYPTED_FIELD, decryptText, encryptText, HEADER, OBFUSCATED_PREFIX, obfuscatePath, SIGN_VALUE, type Contract, type Envelope } from '@site/shared';
import { buildApp, type App, type AppOptions } from './app';
import { issueXsrfToken } from './http/cookies';
import { isPostgresUrl, type Db, type Engine } from './db';
import { md5 } from './db/seed-demo';
import type { Secrets } from './secrets';
import { LOWEST_PASSWORD_COST } from './modules/user/passwords';
import { freeCopiesDir, PostgresCopies, prepareTemplate, templateNameOf } from './test-postgres-copies';

/** A clock the test moves by hand. */
export function testClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}
export type TestClock = ReturnType<typeof testClock>;

export interface CallResult<T = unknown> extends Envelope<T> {
  res: LightMyRequestResponse;
}

export interface SignOptions {
  /** Header overrides; a value of null leaves the header out. */
  headers?: Record<string, string | null>;
  remoteAddress?: string;
}

/**
 * A browser as the api sees it: the signed headers of shared/src/signer.ts (timestamp from the
 * test clock, sign, a fresh request id), the XSRF cookie + header, the session token.
 */
export class TestBrowser {
  /** An XSRF cookie as the api issues it (preInfo or the page hands one out). */
  xsrf = issueXsrfToken(TEST_SECRETS.hmac);
  token = '';
  uuid = 'test-device';
  remoteAddress = '127.0.0.1';
  constructor(
    readonly app: FastifyInstance,
    readonly clock: TestClock,
  ) {}

  headers(overrides: Record<string, string | null> = {}): Record<string, string> {
    const base: Record<string, string> = {
      'content-type': 'application/json',
      [HEADER.clientType]: 'web',
      [HEADER.version]: 'test',
      [HEADER.uuid]: this.uuid,
      [HEADER.requestId]: randomUUID(),
      [HEADER.token]: this.token,
      [HEADER.siteId]: '1001',
      [HEADER.sign]: SIGN_VALUE,
      [HEADER.timestamp]: encryptText(String(this.clock.now())),
      [HEADER.clientIp]: encryptText('127.0.0.1'),
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
    };
    for (const [k, v] of Object.entries(overrides)) {
      if (v === null) delete base[k];
      else base[k] = v;
    }
    return base;
  }

  async post<T = any>(path: string | Contract, body: unknown = {}, opts: SignOptions = {}): Promise<CallResult<T>> {
    const url = typeof path === 'string' ? path : path.path;
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: body as never,
      headers: this.headers(opts.headers),
      remoteAddress: opts.remoteAddress ?? this.remoteAddress,
    });
    return { ...(res.json() as Envelope<T>), res };
  }

  /** The same call in encryption mode: obfuscated path, encrypted body, decrypted answer. */
  async postEncrypted<T = any>(contract: Contract, body: unknown = {}, opts: SignOptions = {}): Promise<CallResult<T>> {
    const url = `${OBFUSCATED_PREFIX}/${obfuscatePath(contract.path, this.clock.now())}`;
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: { [ENCRYPTED_FIELD]: encryptText(JSON.stringify(body)) },
      headers: this.headers(opts.headers),
      remoteAddress: opts.remoteAddress ?? this.remoteAddress,
    });
    const sealed = res.json() as Record<string, unknown>;
    const plain = decryptText(String(sealed[ENCRYPTED_FIELD]));
    if (plain === null) throw new Error(`answer not encrypted: ${res.body}`);
    return { ...(JSON.parse(plain) as Envelope<T>), res };
  }

  /** Logs in (moving the clock 1 s first, so the flood guard never trips) and keeps the token. */
  async login(
    name: string,
    password: string,
    extra: Record<string, unknown> = {},
    remoteAddress?: string,
  ): Promise<CallResult<{ token: string; userId: string }>> {
    this.clock.advance(1000);
    const out = await this.post<{ token: string; userId: string }>('/site/api/v1/user/login', { name, password: md5(password), ...extra }, { remoteAddress });
    if (out.code === 6000) this.token = out.data.token;
    return out;
  }
}

export interface TestApp extends App {
  clock: TestClock;
  browser: TestBrowser;
  newBrowser(): TestBrowser;
  /** The typed database of this app (t.store.db). */
  db: Db;
}

/**
 * A database of its own for one test app. TEST_DATABASE_URL (postgres://… of a server the test
 * command started, see scripts/test.mjs) → a fresh PostgreSQL database per call, dropped by
 * drop(); otherwise a SQLite file in a temporary folder.
 */
export interface TestDatabase {
  databaseUrl?: string;
  dbFile?: string;
  drop(): Promise<void>;
}

export const testEngine = (): Engine => (isPostgresUrl(process.env.TEST_DATABASE_URL) ? 'postgres' : 'sqlite');

export async function testDatabase(engine: Engine = testEngine()): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && isPostgresUrl(server)) {
    const databases = new PostgresCopies(server, undefined);
    const db = await databases.create();
    return { databaseUrl: db.url, drop: () => databases.drop(db.name) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-test-'));
  return { dbFile: path.join(dir, 'site.db'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface TestAppOptions {
  /** Reuse a database (an api restart on the same data); the caller drops it. */
  database?: TestDatabase;
  clock?: TestClock;
  /** Seed the README's demo members (default true). */
  seedDemo?: boolean;
  /** The data folder (uploads, telemetry, secrets); a fresh temporary one, removed on close, by default. */
  dataDir?: string;
  /** Other app options (limits, trustProxy, …). */
  app?: Partial<AppOptions>;
}

/** A dev-mode app with a hand-moved clock on a database of its own (dropped on close unless given). */
export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const clock = opts.clock ?? testClock();
  const seed = opts.seedDemo ?? true;
  // A database given is the caller's (it may be empty: the app migrates it); otherwise a copy of a migrated, seeded one.
  const database = opts.database ?? (await templates.copy(seed, clock.now()));
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-data-'));
  const built = await buildApp({
    // The sports feed moves only when a test steps it (sportsFeedOf(app).step()), from a fixed seed.
    sports: { manual: true, seed: 1, matches: 60, startAt: clock.now() },
    passwordCost: TEST_PASSWORD_COST,
    ...opts.app,
    dataDir,
    dbFile: database.dbFile,
    databaseUrl: database.databaseUrl,
    dev: true,
    // A copy of a template is seeded already (the demo members and the promotions).
    seedDemo: opts.database ? seed : false,
    secrets: TEST_SECRETS,
    now: clock.now,
  });
  if (!opts.database) {
    built.app.addHook('onClose', async () => {
      await built.store.close();
      await database.drop();
    });
  }
  if (!opts.dataDir) built.app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const newBrowser = () => new TestBrowser(built.app, clock);
  return { ...built, db: built.store.db, clock, browser: newBrowser(), newBrowser };
}

/**
 * Migrated (and seeded) databases that test apps start from, made once per jest worker for each (demo seed, clock
 * time of the seed): a test app gets a copy instead of running every migration and the seed itself. SQLite: the
 * template file copied (in /dev/shm where there is one); PostgreSQL: CREATE DATABASE … TEMPLATE, each copy reset and
 * handed to the next test app once its app is closed (test-postgres-copies.ts). The templates are
 * facts of this process that never change once made, so one table of them is kept for the process.
 */
class DatabaseTemplates {
  private readonly made = new Map<string, Promise<TestDatabase>>();

  /** A fresh database holding what a new app would have made: migrated, and seeded when `seed`. */
  async copy(seed: boolean, seededAt: number): Promise<TestDatabase> {
    const key = `${testEngine()}:${seed ? 1 : 0}:${seededAt}`;
    let template = this.made.get(key);
    if (!template) this.made.set(key, (template = runTemplate(seed, seededAt)));
    const from = await template;
    if (from.databaseUrl) {
      const server = process.env.TEST_DATABASE_URL!;
      const runDir = process.env.SITE_TEST_TEMPLATES;
      const copies = new PostgresCopies(server, runDir && freeCopiesDir(runDir));
      const name = databaseNameOf(from.databaseUrl);
      const copy = await copies.take(name);
      return { databaseUrl: copy.url, drop: () => copies.giveBack(name, copy) };
    }
    const dir = fs.mkdtempSync(path.join(scratchDir(), 'site-api-test-'));
    const dbFile = path.join(dir, 'site.db');
    fs.copyFileSync(from.dbFile!, dbFile);
    return { dbFile, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
}
const templates = new DatabaseTemplates();

/** RAM-backed where the machine has it: a test database is thrown away with its test. */
const scratchDir = (): string => (fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

const databaseNameOf = (url: string): string => new URL(url).pathname.slice(1);

/**
 * The template of this jest run for (demo seed, seed time): made by the first test file that needs it and kept for
 * every later file of every worker, in the run's folder (SITE_TEST_TEMPLATES, set by ops/jest/global-setup.cjs) or
 * under a PostgreSQL name of the run. Published by one rename, so a file never reads a half-made template; two
 * workers that make the same one at once keep the first. Without the run's folder, a template of this process.
 */
async function runTemplate(seed: boolean, seededAt: number): Promise<TestDatabase> {
  const runDir = process.env.SITE_TEST_TEMPLATES;
  if (!runDir) return makeTemplate(seed, seededAt);
  const kept = { drop: async () => undefined };
  const server = process.env.TEST_DATABASE_URL;
  if (testEngine() === 'postgres' && isPostgresUrl(server)) {
    const name = templateNameOf(runDir, seed, seededAt);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const made = await makeTemplate(seed, seededAt);
        try {
          await admin.query(`ALTER DATABASE ${databaseNameOf(made.databaseUrl!)} RENAME TO ${name}`);
        } catch (e) {
          // Another worker published it first (duplicate_database): its copy is the same.
          if ((e as { code?: string }).code !== '42P04') throw e;
          await made.drop();
        }
      }
    } finally {
      await admin.end();
    }
    return { databaseUrl: url.toString(), ...kept };
  }
  const file = path.join(runDir, `sqlite-${seed ? 'seeded' : 'bare'}-${seededAt}.db`);
  if (!fs.existsSync(file)) {
    const made = await makeTemplate(seed, seededAt);
    const partial = `${file}.${process.pid}.partial`;
    fs.copyFileSync(made.dbFile!, partial);
    fs.renameSync(partial, file);
    await made.drop();
  }
  return { dbFile: file, ...kept };
}

/** A database built the way a test app builds its own, then closed: the template of every copy. */
async function makeTemplate(seed: boolean, seededAt: number): Promise<TestDatabase> {
  const database = await testDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-template-'));
  try {
    const built = await buildApp({
      sports: { manual: true, seed: 1, matches: 60, startAt: seededAt },
      passwordCost: TEST_PASSWORD_COST,
      dataDir,
      dbFile: database.dbFile,
      databaseUrl: database.databaseUrl,
      dev: true,
      seedDemo: seed,
      secrets: TEST_SECRETS,
      now: () => seededAt,
    });
    await built.app.close();
    await built.store.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // SQLite: the write-ahead log folded into the file, so one file copy is the whole database.
  if (database.dbFile) {
    const Database = (await import('better-sqlite3')).default;
    const sqlite = new Database(database.dbFile);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
  }
  // PostgreSQL: the reset its copies are given back with.
  if (database.databaseUrl) await prepareTemplate(database.databaseUrl);
  return database;
}

/** A data folder of its own for an app a test builds by hand. */
export function throwawayDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'site-api-data-'));
}

/**
 * The test apps' scrypt cost for new password hashes: the lowest a hash may name, 16 times cheaper than the site's
 * (PASSWORD_COST). The api suites register and log in a few hundred members; the hashing is the same code at another
 * cost, and passwords.test.ts checks the site's.
 */
export const TEST_PASSWORD_COST = LOWEST_PASSWORD_COST;

/** Fixed secrets, so a restarted test app opens what the first one sealed. */
export const TEST_SECRETS: Secrets = { hmac: '11'.repeat(32), sealing: '22'.repeat(32) };

export { md5 };
