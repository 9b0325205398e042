/**
 * npm run feedback:reply -- <id> <reply text>: the ops verb that answers a member's feedback
 * (DATABASE_URL when postgres://…, otherwise the SQLite file of DATA_DIR, default .data/site.db).
 * The reply shows in the member's feedback list and detail, and a letter tells them.
 */
import path from 'node:path';
import { isPostgresUrl, openStore } from '../../db';
import { replyBody, replyToFeedback } from './feedback-reply';
import { siteDataDir } from '@site/registry';

const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL 必须是 postgres://… 地址（使用 SQLite 数据文件时请不要设置）');
  process.exit(2);
}
const [idText, ...words] = process.argv.slice(2);
const parsed = replyBody.safeParse({ id: Number(idText), reply: words.join(' ') });
if (!parsed.success) {
  console.error('用法：npm run feedback:reply -- <反馈编号> <回复内容>');
  process.exit(2);
}
const dataDir = siteDataDir(process.env);
const store = await openStore({ databaseUrl, file: path.join(dataDir, 'site.db') });
try {
  const done = await replyToFeedback(store.db, parsed.data.id, parsed.data.reply, Date.now());
  console.log(JSON.stringify({ id: parsed.data.id, replied: done }));
  if (!done) process.exitCode = 1;
} finally {
  await store.close();
}
