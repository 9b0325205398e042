/**
 * npm run vip -- grades                          the VIP grades (one JSON line each)
 * npm run vip -- set <grade> deposit=… bet=… upgrade=… week=… rebate=… multiple=…
 *                                                 changes a grade (yuan; rebate in percent, e.g. 0.5)
 * npm run vip -- ship <orderNo>                  marks an exchanged gift as shipped
 * The ops verbs of the VIP programme (DATABASE_URL when postgres://…, otherwise the SQLite file of
 * DATA_DIR, default .data/site.db).
 */
import path from 'node:path';
import { z } from 'zod';
import { ExchangeStatus } from '@site/shared';
import { isPostgresUrl, openStore } from '../../db';
import { fenOfYuanText } from '../funds/fen';
import { readGrades, setGrade } from './grade-queries';
import { gradePatchOf } from './grade-patch';
import { siteDataDir } from '@site/registry';

const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL 必须是 postgres://… 地址（使用 SQLite 数据文件时请不要设置）');
  process.exit(2);
}
const USAGE = '用法：npm run vip -- grades | set <等级> deposit=… bet=… upgrade=… week=… rebate=… multiple=… | ship <兑换单号>';
const [verb, ...args] = process.argv.slice(2);
const dataDir = siteDataDir(process.env);
const store = await openStore({ databaseUrl, file: path.join(dataDir, 'site.db') });
try {
  if (verb === 'grades') {
    for (const g of await readGrades(store.db)) console.log(JSON.stringify(g));
  } else if (verb === 'set') {
    const grade = z.coerce.number().int().min(0).safeParse(args[0]);
    const patch = gradePatchOf(args.slice(1), fenOfYuanText);
    if (!grade.success || typeof patch === 'string') {
      console.error(typeof patch === 'string' ? patch : USAGE);
      process.exitCode = 2;
    } else {
      const done = await setGrade(store.db, grade.data, patch, Date.now());
      console.log(JSON.stringify({ grade: grade.data, updated: done }));
      if (!done) process.exitCode = 1;
    }
  } else if (verb === 'ship' && args[0]) {
    const out = await store.db
      .updateTable('exchange_record')
      .set({ status: ExchangeStatus.SHIPPED })
      .where('order_no', '=', args[0])
      .where('status', '=', ExchangeStatus.PENDING)
      .executeTakeFirst();
    const shipped = Number(out.numUpdatedRows) > 0;
    console.log(JSON.stringify({ orderNo: args[0], shipped }));
    if (!shipped) process.exitCode = 1;
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await store.close();
}
