/**
 * npm run withdraw:decide -- <approve|reject|list> [orderNo] [reason]: the operators' verb on
 * withdrawals under review, against the site's data (DATABASE_URL when postgres://…, otherwise the
 * SQLite file of DATA_DIR, default .data/site.db). approve: the locked money leaves to the channel;
 * reject: it returns to the member's centre wallet. Prints one line of JSON per order. With REDIS_URL
 * (the instances' hub) the member's header is told at once (decide-outside.ts).
 */
import path from 'node:path';
import { SiteError, WithdrawStatus } from '@site/shared';
import { isPostgresUrl, openStore } from '../../db';
import { siteDataDir } from '@site/registry';
import { redisHub } from '../../live/hub';
import { decideOutsideApi } from './decide-outside';
import { WithdrawDecision, withdrawView } from './withdraw-orders';

const [verb, orderNo = '', ...reasonWords] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL 必须是 postgres://… 地址（使用 SQLite 数据文件时请不要设置）');
  process.exit(2);
}
if (verb !== 'list' && verb !== WithdrawDecision.APPROVE && verb !== WithdrawDecision.REJECT) {
  console.error('用法：withdraw:decide -- list | approve <订单号> | reject <订单号> [原因]');
  process.exit(2);
}
const dataDir = siteDataDir(process.env);
const store = await openStore({ databaseUrl, file: path.join(dataDir, 'site.db') });
try {
  if (verb === 'list') {
    const rows = await store.db.selectFrom('withdraw_order').selectAll().where('status', '=', WithdrawStatus.REVIEW).orderBy('created_at').execute();
    for (const r of rows) console.log(JSON.stringify({ memberId: r.member_id, ...withdrawView(r) }));
  } else {
    const reason = reasonWords.join(' ') || (verb === WithdrawDecision.APPROVE ? '审核通过' : '审核未通过');
    const redisUrl = process.env.REDIS_URL || undefined;
    const hub = redisUrl ? await redisHub(redisUrl, (message, detail) => console.error(message, detail ?? '')) : null;
    try {
      const { row, told } = await decideOutsideApi(store, hub, { orderNo, decision: verb, reason, now: Date.now() });
      console.log(JSON.stringify(withdrawView(row)));
      if (!told) console.error('未设置 REDIS_URL：会员的余额将在其下次读取余额时更新');
    } finally {
      await hub?.close();
    }
  }
} catch (e) {
  if (e instanceof SiteError) {
    console.error(e.message);
    process.exitCode = 1;
  } else throw e;
} finally {
  await store.close();
}
