import type { Db } from './schema';
import type { MoneyMovedListener } from './money-commits';

export type { Db } from './schema';

/** The two engines one migration set and every query are written for. */
export type Engine = 'sqlite' | 'postgres';

/**
 * The one data layer (opened by openStore, db/index.ts): Kysely over better-sqlite3 (the embedded
 * default, a file in the data folder) or over pg when a postgres:// URL is given. Every query is
 * written once for both.
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
