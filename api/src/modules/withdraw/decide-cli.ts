/**
 * npm run withdraw:decide -- <approve|reject|hold|list> [orderNo] [reason]: the operators' verb on
 * withdrawals under review, against the site's data (DATABASE_URL when postgres://…, otherwise the
 * SQLite file of DATA_DIR, default .data/site.db). approve: the locked money leaves to the channel;
 * reject: it returns to the member's centre wallet; hold <orderNo> <流水未完成 <剩余流水元>|实名不符|人工审核>: the
 * order stays in 风控审核 and the member's tracker says why. Prints one line of JSON per order. With REDIS_URL
 * (the instances' hub) the member's header and tracker are told at once (decide-outside.ts).
 */
import path from 'node:path';
import { fenOfAmountText, HoldReason, holdReasonOf, SiteError, WithdrawStatus } from '@site/shared';
import { isPostgresUrl, openStore } from '../../db';
import { siteDataDir } from '@site/registry';
import { redisHub } from '../../live/hub';
import { decideOutsideApi, holdOutsideApi } from './decide-outside';
import { WithdrawDecision, withdrawViews } from './withdraw-orders';

const [verb, orderNo = '', ...reasonWords] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL 必须是 postgres://… 地址（使用 SQLite 数据文件时请不要设置）');
  process.exit(2);
}
const USAGE = '用法：withdraw:decide -- list | approve <订单号> | reject <订单号> [原因] | hold <订单号> <流水未完成 <剩余流水元>|实名不符|人工审核>';
if (verb !== 'list' && verb !== 'hold' && verb !== WithdrawDecision.APPROVE && verb !== WithdrawDecision.REJECT) {
  console.error(USAGE);
  process.exit(2);
}
const hold = verb === 'hold' ? holdOf(reasonWords) : null;
if (verb === 'hold' && typeof hold === 'string') {
  console.error(hold);
  process.exit(2);
}

/** The hold the operator typed: its reason, and for 流水未完成 the turnover left (yuan); or what is wrong with it. */
function holdOf(words: string[]): { reason: HoldReason; turnoverLeftFen: number | null } | string {
  const reason = holdReasonOf(words[0] ?? '');
  if (!orderNo || reason === null) return `请给出订单号与暂停原因（流水未完成、实名不符或人工审核）。${USAGE}`;
  if (reason !== HoldReason.TURNOVER) return { reason, turnoverLeftFen: null };
  const left = fenOfAmountText(words[1] ?? '');
  if (left === null || left <= 0) return '流水未完成须给出剩余流水金额（元，最多两位小数），例如：hold W… 流水未完成 200';
  return { reason, turnoverLeftFen: left };
}
const dataDir = siteDataDir(process.env);
const store = await openStore({ databaseUrl, file: path.join(dataDir, 'site.db') });
try {
  if (verb === 'list') {
    const rows = await store.db.selectFrom('withdraw_order').selectAll().where('status', '=', WithdrawStatus.REVIEW).orderBy('created_at').execute();
    const views = await withdrawViews(store.db, rows);
    rows.forEach((r, i) => console.log(JSON.stringify({ memberId: r.member_id, ...views[i] })));
  } else if (hold !== null && typeof hold !== 'string') {
    const redisUrl = process.env.REDIS_URL || undefined;
    const hub = redisUrl ? await redisHub(redisUrl, (message, detail) => console.error(message, detail ?? '')) : null;
    try {
      const { row, told } = await holdOutsideApi(store, hub, { orderNo, hold, now: Date.now() });
      console.log(JSON.stringify((await withdrawViews(store.db, [row]))[0]));
      if (!told) console.error('未设置 REDIS_URL：会员的取款进度将在其页面下次读取时更新');
    } finally {
      await hub?.close();
    }
  } else {
    const reason = reasonWords.join(' ') || (verb === WithdrawDecision.APPROVE ? '审核通过' : '审核未通过');
    const redisUrl = process.env.REDIS_URL || undefined;
    const hub = redisUrl ? await redisHub(redisUrl, (message, detail) => console.error(message, detail ?? '')) : null;
    try {
      const { row, told } = await decideOutsideApi(store, hub, { orderNo, decision: verb as WithdrawDecision, reason, now: Date.now() });
      console.log(JSON.stringify((await withdrawViews(store.db, [row]))[0]));
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
