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
import { importLegacyFile, isLegacyFile } from './legacy';
import { migrationsFor, type Engine } from './migrations';
import type { Db } from './schema';
import { PreparedOnce } from './prepared-once';
import { TableWrites } from './table-writes';
import { MoneyCommits, type MoneyMovedListener } from './money-commits';

export type { Db } from './schema';
export type { Engine } from './migrations';

/**
 * The one data layer: Kysely over better-sqlite3 (the embedded default, a file in the data
 * folder) or over pg when a postgres:// URL is given. Every query is written once for both.
 *
 * Money transactions: on SQLite Kysely's driver holds the single connection for a whole
 * transaction, so there is one writer at a time (and row locks are dropped from the SQL by
 * SqliteRewrites); on PostgreSQL the queries that read a balance before changing it take a row lock
 * (SELECT … FOR UPDATE), always the wallet row first.
 */
export interface Store {
  db: Db;
  engine: Engine;
  /** Runs work in one transaction (commit when it resolves, rollback when it throws). */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` whenever rows of `table` may have changed (table-writes.ts: when the write
   * is sent, once it has run, and after its transaction ends); returns the function that stops it.
   */
  onWrite(table: string, listener: () => void): () => void;
  /**
   * Calls `listener` with the members whose money moved (journal transactions, modules/ledger) once the
   * transaction that moved it has committed, whatever path moved it (money-commits.ts); returns the function that stops it.
   */
  onMoneyMoved(listener: MoneyMovedListener): () => void;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** postgres://… runs on PostgreSQL; otherwise the SQLite file below. */
  databaseUrl?: string;
  /** The SQLite file (':memory:' for tests). */
  file: string;
}

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

/** Moves an older data file (and its -wal / -shm) aside; returns where it went. */
function moveAside(file: string): string {
  const aside = `${file}.legacy-${Date.now()}`;
  for (const suffix of ['', '-wal', '-shm']) if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, aside + suffix);
  return aside;
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
  // A data file of the api before this data layer: kept aside, its rows imported into a new file.
  const legacy = engine === 'sqlite' && isLegacyFile(opts.file) ? moveAside(opts.file) : null;
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
  const store: Store = {
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
  if (legacy) {
    const counts = await importLegacyFile(legacy, store);
    console.warn(
      `imported the older data file ${legacy} into ${opts.file} (${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')})`,
    );
  }
  return store;
}
