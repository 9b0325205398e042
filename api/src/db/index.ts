import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  LimitNode,
  Migrator,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  sql,
  type UnknownRow,
  ValueNode,
} from 'kysely';
import pg from 'pg';
import { isLegacyFile, LEGACY_MSG } from './legacy-file';
import { migrationsFor } from './migrations';
import { PreparedOnce } from './prepared-once';
import type { Db, Engine, Store, StoreOptions } from './store';
import { TableWrites } from './table-writes';
import { MoneyCommits } from './money-commits';

export type { Db, Engine, Store, StoreOptions } from './store';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** int8 / numeric → number, refusing a value a JS number cannot hold exactly. */
export function safeIntegerOf(text: string): number {
  if (!/^-?\d+$/.test(text)) throw new Error(`not an integer: ${text}`);
  const big = BigInt(text);
  if (big > MAX_SAFE || big < -MAX_SAFE) throw new Error(`integer beyond 2^53: ${text}`);
  return Number(big);
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** pg type parsers of this pool only (no global pg state): int8 and integral numeric as numbers. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => (oid === NUMERIC_OID && value.includes('.') ? Number(value) : safeIntegerOf(value));
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * The SQLite rewrites of every query, in one pass over its tree:
 * - SQLite has no row locks (one writer at a time already): FOR UPDATE / FOR SHARE … are dropped.
 * - A LIMIT goes into the SQL as a literal, not a bound parameter: SQLite (3.47+) lets the query
 *   planner look at a bound LIMIT and so marks the statement expired each time it is bound, which
 *   re-parses and re-plans it on every run (a primary-key lookup with `LIMIT ?` took 4× as long).
 *   Kysely only ever binds a number there (`.limit(n)`); anything else is left as it is.
 */
class SqliteRewrites implements KyselyPlugin {
  private readonly transformer = new (class extends OperationNodeTransformer {
    protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
      const out = super.transformSelectQuery(node);
      if (!out.endModifiers?.length) return out;
      return { ...out, endModifiers: out.endModifiers.filter((m) => m.modifier === undefined || m.modifier === 'Distinct') };
    }

    protected override transformLimit(node: LimitNode): LimitNode {
      const limit = node.limit;
      if (!ValueNode.is(limit) || limit.immediate || !Number.isSafeInteger(limit.value)) return super.transformLimit(node);
      return LimitNode.create(ValueNode.createImmediate(limit.value));
    }
  })();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** A pool whose idle connections may drop (server restart, admin command) without taking the api down. */
function postgresPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, types: pgTypes, max: 10 });
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  return pool;
}

export function isPostgresUrl(url: string | undefined): url is `postgres://${string}` | `postgresql://${string}` {
  return typeof url === 'string' && /^postgres(ql)?:\/\//.test(url);
}

function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * Whether the database has applied exactly these migrations (Kysely's bookkeeping table): one query, where the
 * Migrator itself looks the schema over (its tables, its lock) on every start. Anything else (a new database, one
 * behind, one with a migration this build does not know) is left to the Migrator, to bring up or to refuse.
 */
async function isCurrent(db: Db, names: readonly string[]): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    return applied.size === names.length && names.every((n) => applied.has(n));
  } catch {
    // No bookkeeping table yet.
    return false;
  }
}

/** Opens the database and brings it to the newest schema (Kysely's Migrator). */
export async function openStore(opts: StoreOptions): Promise<Store> {
  const engine: Engine = isPostgresUrl(opts.databaseUrl) ? 'postgres' : 'sqlite';
  // A data file of the api before this data layer is never migrated in place (its rows would be stranded):
  // the api's start (db/legacy.ts) sets it aside and imports it, db:copy reads it.
  if (engine === 'sqlite' && isLegacyFile(opts.file)) throw new Error(LEGACY_MSG.notMigrated(opts.file));
  const writes = new TableWrites();
  const money = new MoneyCommits();
  const db: Db =
    engine === 'postgres'
      ? new Kysely({ dialect: money.watch(new PostgresDialect({ pool: postgresPool(opts.databaseUrl ?? '') })), plugins: [writes] })
      : new Kysely({ dialect: money.watch(new SqliteDialect({ database: new PreparedOnce(openSqlite(opts.file)) })), plugins: [new SqliteRewrites(), writes] });
  const migrations = migrationsFor(engine);
  if (!(await isCurrent(db, Object.keys(migrations)))) {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateToLatest();
    if (error) {
      await db.destroy();
      throw error instanceof Error ? error : new Error(String(error));
    }
  }
  let closing: Promise<void> | null = null;
  return {
    db,
    engine,
    transaction: async (work) => {
      const written = new Set<string>();
      try {
        return await db.transaction().execute((trx) => work(trx.withPlugin(writes.recorder(written))));
      } finally {
        writes.notify(written);
      }
    },
    onWrite: (table, listener) => writes.on(table, listener),
    onMoneyMoved: (listener) => money.on(listener),
    close: () => (closing ??= db.destroy()),
  };
}
