/**
 * npm run promotion -- list | create <kind> [--title <t>] [--days <n>] [--start <ISO time>] [--rules <json>] | end <id>:
 * the operators' verb on activities, against the site's data (DATABASE_URL when postgres://…, otherwise the
 * SQLite file of DATA_DIR, default .data/site.db). create starts from the kind's default reward table
 * (default-activities.ts); --rules replaces it (checked against the contract's schema). end closes an
 * activity now. Prints one line of JSON per activity.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROMOTION_KINDS, promotionRulesSchema, type PromotionKind } from '@site/shared';
import { isPostgresUrl, openStore } from '../../db';
import { DEFAULT_ACTIVITIES } from './default-activities';
import { endPromotion, insertPromotion, promotionOf } from './promotion-store';
import { siteDataDir } from '@site/registry';

const USAGE = `用法：promotion -- list | create <类型> [--title 标题] [--days 天数] [--start 开始时间] [--rules JSON] | end <活动ID>
类型：${PROMOTION_KINDS.join(' / ')}`;
const DAY_MS = 86_400_000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { title: { type: 'string' }, days: { type: 'string' }, start: { type: 'string' }, rules: { type: 'string' } },
});
const [verb, arg = ''] = positionals;
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL 必须是 postgres://… 地址（使用 SQLite 数据文件时请不要设置）');
  process.exit(2);
}
if (verb !== 'list' && verb !== 'create' && verb !== 'end') {
  console.error(USAGE);
  process.exit(2);
}

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

const dataDir = siteDataDir(process.env);
const store = await openStore({ databaseUrl, file: path.join(dataDir, 'site.db') });
try {
  const now = Date.now();
  if (verb === 'list') {
    const rows = await store.db.selectFrom('promotion').selectAll().orderBy('id').execute();
    for (const r of rows) {
      const p = promotionOf(r);
      console.log(JSON.stringify(p ? { ...p, state: now < p.startAt ? 'upcoming' : now >= p.endAt ? 'ended' : 'running' } : { id: r.id, broken: true }));
    }
  } else if (verb === 'create') {
    if (!(PROMOTION_KINDS as readonly string[]).includes(arg)) refuse(`未知的活动类型：${arg || '（空）'}\n${USAGE}`);
    const draft = { ...DEFAULT_ACTIVITIES[arg as PromotionKind] };
    if (values.title) draft.title = values.title;
    if (values.rules) {
      let json: unknown;
      try {
        json = JSON.parse(values.rules);
      } catch {
        refuse('--rules 不是合法的 JSON');
      }
      const rules = promotionRulesSchema.safeParse(json);
      if (!rules.success || rules.data.kind !== draft.kind)
        refuse(`--rules 与 ${draft.kind} 的规则格式不符：${rules.error?.issues[0]?.message ?? 'kind 不一致'}`);
      draft.rules = rules.data;
    }
    const days = values.days === undefined ? draft.days : Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 3650) refuse('--days 须为 1 到 3650 的整数');
    const startAt = values.start === undefined ? now : Date.parse(values.start);
    if (Number.isNaN(startAt)) refuse('--start 不是合法的时间（例如 2026-12-01T00:00:00+08:00）');
    const id = await insertPromotion(store.db, draft, { startAt, endAt: startAt + days * DAY_MS }, now);
    const row = await store.db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    console.log(JSON.stringify(promotionOf(row)));
  } else {
    const id = Number(arg);
    if (!Number.isInteger(id) || id < 1) refuse(`活动ID 不正确：${arg || '（空）'}`);
    if (!(await endPromotion(store.db, id, now))) refuse(`活动 ${id} 不存在`);
    const row = await store.db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    console.log(JSON.stringify(promotionOf(row)));
  }
} finally {
  await store.close();
}
