import { sql } from 'kysely';
import type { Engine, Store } from './store';
import type { Db, Schema } from './schema';

/**
 * Copies every row of one database into another of the same schema (both opened with
 * openStore, so both are migrated to the newest version): the operator's path from an existing
 * SQLite file to PostgreSQL (npm run db:copy). Tables go in foreign-key order, in batches, in one
 * transaction on the target; the target must hold no members yet. On PostgreSQL the id
 * counters are moved past the copied ids afterwards.
 */
export const COPY_ORDER = [
  'site_config',
  'navigation',
  'sponsor',
  'country_area',
  'member',
  'member_device',
  'device_challenge',
  'session',
  'verify_code',
  'dev_outbox',
  'reset_ticket',
  'captcha',
  'login_failure',
  'login_lock',
  'idempotency_key',
  'wallet_venue',
  'wallet',
  'wallet_venue_balance',
  'letter',
  'feedback',
  'venue_session',
  'ledger_txn',
  'ledger_entry',
  'game_round',
  'venue_game',
  'game_collection',
  'bonus_pool',
  'sport_result',
] as const satisfies readonly (keyof Schema)[];

/** Tables with an id counter (identity on PostgreSQL). */
const COUNTED = ['member', 'verify_code', 'dev_outbox', 'reset_ticket', 'login_failure', 'letter', 'feedback', 'ledger_txn', 'ledger_entry'] as const;
const BATCH = 500;

export interface CopyReport {
  rows: Record<string, number>;
}

export const COPY_MSG = { targetNotEmpty: '目标数据库已有会员数据，为避免覆盖，复制已取消（请使用空数据库）' } as const;

/** A copy goes only into a database without members. */
export async function assertNoMembers(to: Store): Promise<void> {
  const members = await to.db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(members?.n ?? 0) > 0) throw new Error(COPY_MSG.targetNotEmpty);
}

export async function copyDatabase(from: Store, to: Store): Promise<CopyReport> {
  await assertNoMembers(to);
  const rows: Record<string, number> = {};
  await to.transaction(async (trx) => {
    for (const table of COPY_ORDER) {
      // Reference rows the target's start-up seeded (navigation …) are replaced by the source's.
      await trx.deleteFrom(table).execute();
      let copied = 0;
      for (let offset = 0; ; offset += BATCH) {
        const batch = await from.db
          .selectFrom(table)
          .selectAll()
          .orderBy(sql`1`)
          .limit(BATCH)
          .offset(offset)
          .execute();
        if (batch.length === 0) break;
        await trx
          .insertInto(table)
          .values(batch as never)
          .execute();
        copied += batch.length;
        if (batch.length < BATCH) break;
      }
      rows[table] = copied;
    }
    await resetIdCounters(trx, to.engine);
  });
  return { rows };
}

/** After rows were copied with their ids: PostgreSQL's id counters continue past them (SQLite's rowid does by itself). */
export async function resetIdCounters(db: Db, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const table of COUNTED) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST(COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0), 1))`.execute(db);
  }
}
