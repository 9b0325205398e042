/**
 * npm run db:copy -- --from <SQLite file> --to postgres://user:password@host:port/database
 * Copies an existing SQLite data file (for example .data/site.db) into an empty PostgreSQL
 * database, which is migrated first. Stop the api before copying; afterwards start it with
 * DATABASE_URL=<the same URL> npm start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyDatabase } from './copy';
import { isPostgresUrl, openStore } from './index';
import { importLegacyFile, isLegacyFile } from './legacy';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
const from = values.from ? path.resolve(values.from) : '';
const to = values.to ?? '';
if (!from || !fs.existsSync(from)) {
  console.error('用法：npm run db:copy -- --from <SQLite 数据文件> --to postgres://…（找不到源数据文件）');
  process.exit(2);
}
if (!isPostgresUrl(to) && !to.endsWith('.db')) {
  console.error('--to 必须是 postgres://… 地址（或一个新的 .db 文件）');
  process.exit(2);
}

// A file of the api before the Kysely data layer is read as it is (db/legacy.ts), never changed.
const legacy = isLegacyFile(from);
const source = legacy ? null : await openStore({ file: from });
const target = await openStore(isPostgresUrl(to) ? { databaseUrl: to, file: '' } : { file: path.resolve(to) });
try {
  const rows = source ? (await copyDatabase(source, target)).rows : await importLegacyFile(from, target);
  for (const [table, n] of Object.entries(rows)) console.log(`${table.padEnd(22)} ${n}`);
  console.log(`copied ${from} → ${isPostgresUrl(to) ? to.replace(/\/\/[^@]*@/, '//…@') : to}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
} finally {
  await source?.close();
  await target.close();
}
