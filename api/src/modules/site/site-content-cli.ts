/**
 * npm run site:content -- <verb> …: the ops verb for the home page's notices and banners and the sponsor page
 * (DATABASE_URL when postgres://…, otherwise the SQLite file of DATA_DIR, default .data/site.db).
 *   list                                         the live notices and banners, the sponsors
 *   notice <标题> <内容>                          publish a notice in the marquee
 *   banner <标题> <活动页地址> [副标题] [颜色]      a promotion banner (颜色 gold/red/blue/green)
 *   sponsor <标题> <内容>                         a sponsor entry
 *   end notice|banner <编号>                      take a notice or a banner down
 */
import path from 'node:path';
import { isPostgresUrl, openStore } from '../../db';
import { runSiteContentVerb, SITE_CONTENT_USAGE } from './site-content-verbs';
import { siteDataDir } from '@site/registry';

const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL 必须是 postgres://… 地址（使用 SQLite 数据文件时请不要设置）');
  process.exit(2);
}
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(SITE_CONTENT_USAGE);
  process.exit(2);
}
const dataDir = siteDataDir(process.env);
const store = await openStore({ databaseUrl, file: path.join(dataDir, 'site.db') });
try {
  const out = await runSiteContentVerb(store.db, args, Date.now());
  if (out.ok) console.log(JSON.stringify(out.result));
  else {
    console.error(out.message);
    process.exitCode = out.usage ? 2 : 1;
  }
} finally {
  await store.close();
}
