import { verifyLedger } from '../modules/ledger/verify';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { passwords } from '../modules/user/passwords';
import { md5, testApp, testDatabase } from '../test-support';
import { importLegacyFile, isLegacyFile } from './legacy';
import { openStore } from './index';

/** A data file as the api before the Kysely layer wrote it (the tables this test reads). */
async function writeLegacyFile(file: string): Promise<void> {
  const db = new Database(file);
  db.exec(`
    CREATE TABLE schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
    CREATE TABLE app_secret (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE member (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL, real_name TEXT NOT NULL DEFAULT '',
      area_code TEXT NOT NULL DEFAULT '+86', phone TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '' COLLATE NOCASE, gender TEXT NOT NULL DEFAULT '',
      birthday TEXT NOT NULL DEFAULT '', vip_grade INTEGER NOT NULL DEFAULT 0, avatar TEXT NOT NULL DEFAULT '', suspended INTEGER NOT NULL DEFAULT 0,
      suspend_message TEXT NOT NULL DEFAULT '', register_ip TEXT NOT NULL DEFAULT '', domain TEXT NOT NULL DEFAULT '', r_code TEXT NOT NULL DEFAULT '',
      i_code TEXT NOT NULL DEFAULT '', auto_login_until INTEGER, created_at INTEGER NOT NULL, last_login_at INTEGER);
    CREATE TABLE login_lock (name TEXT PRIMARY KEY COLLATE NOCASE, until INTEGER NOT NULL);
    CREATE TABLE idempotency (request_id TEXT NOT NULL, member_id INTEGER NOT NULL, path TEXT NOT NULL, response TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (request_id, member_id));
    CREATE TABLE wallet (member_id INTEGER PRIMARY KEY, center_cents INTEGER NOT NULL DEFAULT 0, lock_cents INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE wallet_venue (channel_code TEXT PRIMARY KEY, name TEXT NOT NULL, category INTEGER NOT NULL, sort INTEGER NOT NULL);
    CREATE TABLE wallet_venue_balance (member_id INTEGER NOT NULL, channel_code TEXT NOT NULL, balance_cents INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (member_id, channel_code));
  `);
  db.prepare('INSERT INTO schema_version VALUES (5, ?, ?)').run('demo', new Date(0).toISOString());
  db.prepare("INSERT INTO app_secret VALUES ('hmac', 'old')").run();
  // The hash form of that time, without its cost field (scrypt at N=16384).
  const olderForm = (await passwords(16384).hash(md5('old12345'))).replace('scrypt$16384$', 'scrypt$');
  db.prepare('INSERT INTO member (id, name, password_hash, created_at) VALUES (?, ?, ?, ?)').run(100007, 'OldTimer', olderForm, 1);
  db.prepare('INSERT INTO login_lock VALUES (?, ?)').run('OldTimer', 1);
  db.prepare("INSERT INTO idempotency VALUES ('r1', 100007, '/x', '{}', 1)").run();
  db.prepare('INSERT INTO wallet VALUES (100007, 123456, 100)').run();
  db.prepare("INSERT INTO wallet_venue VALUES ('crty', '皇冠体育', 1, 1)").run();
  db.prepare("INSERT INTO wallet_venue_balance VALUES (100007, 'crty', 2550)").run();
  db.close();
}

describe('a data file of the api before the Kysely data layer', () => {
  it('is set aside on start and its rows imported into a new file', async () => {
    const database = await testDatabase('sqlite');
    const file = database.dbFile ?? '';
    await writeLegacyFile(file);
    expect(isLegacyFile(file)).toBe(true);
    const t = await testApp({ database, seedDemo: false });
    expect(fs.readdirSync(path.dirname(file)).some((f) => /^site\.db\.legacy-\d+$/.test(f))).toBe(true);
    expect((await t.browser.login('oldtimer', 'old12345')).code).toBe(6000);
    expect((await t.browser.post('/fd/api/v1/transfer/getBalance', { withLockMoney: 1 })).data).toEqual({ centerWalletBalance: 1235.56, lockMoney: 1 });
    expect((await t.browser.post('/game/api/v1/venue/allBalance', { category: 8 })).data.totalMoney).toBe(25.5);
    await t.app.close();
    expect(isLegacyFile(file)).toBe(false);
    await database.drop();
  });

  it('is never migrated in place: openStore (the CLIs) refuses it and leaves it as it was', async () => {
    const database = await testDatabase('sqlite');
    const file = database.dbFile ?? '';
    await writeLegacyFile(file);
    await expect(openStore({ file })).rejects.toThrow(`${file} 是旧版数据文件：请用 npm start 启动 api 导入它（旧文件会另存），或用 npm run db:copy 复制`);
    expect(isLegacyFile(file)).toBe(true);
    await database.drop();
  });

  it("is copied by db:copy into this run's engine, refusing a target with members", async () => {
    const source = await testDatabase('sqlite');
    await writeLegacyFile(source.dbFile ?? '');
    const target = await testDatabase();
    const to = await openStore({ file: target.dbFile ?? '', databaseUrl: target.databaseUrl });
    try {
      const counts = await importLegacyFile(source.dbFile ?? '', to);
      expect(counts).toMatchObject({ member: 1, wallet: 1, wallet_venue_balance: 1, login_lock: 1, ledger_openings: 1 });
      expect(await verifyLedger(to.db)).toMatchObject({ discrepancies: 0, negatives: 0 });
      const lock = await to.db.selectFrom('login_lock').select('name').executeTakeFirstOrThrow();
      expect(lock.name).toBe('oldtimer');
      await expect(importLegacyFile(source.dbFile ?? '', to)).rejects.toThrow('目标数据库已有会员数据');
    } finally {
      await to.close();
      await source.drop();
      await target.drop();
    }
  });
});
