import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../store';

// Migrations speak to the database before the typed schema exists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/**
 * One migration of the set (index.ts lists them in order): `name` is the id Kysely's Migrator records in its
 * table once it has run, so it never changes; `up` gets the engine for the few steps that differ.
 */
export interface SiteMigration {
  readonly name: string;
  up(db: AnyDb, engine: Engine): Promise<void>;
}

/** The id column: SQLite's rowid, PostgreSQL's identity (the one engine difference in creating a table). */
export function withId<T extends string>(engine: Engine, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
  );
}

/** A required column (text, integer or bigint alike). */
export const text = (c: ColumnDefinitionBuilder) => c.notNull();
/** A text column that is '' unless given. */
export const textDefault = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/** A list of string literals for a CHECK (… IN (…)). */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
