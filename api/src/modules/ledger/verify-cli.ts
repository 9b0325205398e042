/**
 * npm run ledger:verify: the ledger audit (verify.ts) against the site's data — DATABASE_URL when it
 * is a postgres:// URL, otherwise the SQLite file of DATA_DIR (default .data/site.db). Prints each
 * finding, then one line of JSON {"accounts":…,"entries":…,"discrepancies":…,"negatives":…};
 * exits 1 when a discrepancy or a negative balance was found.
 */
import path from 'node:path';
import { siteDataDir } from '@site/registry';
import { isPostgresUrl, openStore } from '../../db';
import { verifyLedger } from './verify';

const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL 必须是 postgres://… 地址（使用 SQLite 数据文件时请不要设置）');
  process.exit(2);
}
const dataDir = siteDataDir(process.env);
const store = await openStore({ databaseUrl, file: path.join(dataDir, 'site.db') });
try {
  const { findings, ...report } = await verifyLedger(store.db);
  for (const f of findings) console.log(JSON.stringify(f));
  console.log(JSON.stringify(report));
  if (report.discrepancies > 0 || report.negatives > 0) process.exitCode = 1;
} finally {
  await store.close();
}
