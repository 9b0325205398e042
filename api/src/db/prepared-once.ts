import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Most distinct statements kept prepared; past it the oldest is dropped (a bound, not a target). */
const MAX_STATEMENTS = 1000;

/**
 * The SQLite database handed to Kysely, with each SQL text prepared once: Kysely's SQLite driver
 * prepares every query anew, which was the largest single cost of a signed call. A statement is
 * only reused by the next query with the same text (Kysely's driver runs one query at a time).
 */
export class PreparedOnce implements SqliteDatabase {
  private readonly statements = new Map<string, Database.Statement>();
  constructor(private readonly db: Database.Database) {}

  prepare(sql: string): SqliteStatement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      if (this.statements.size >= MAX_STATEMENTS) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
      this.statements.set(sql, stmt);
    }
    return stmt as unknown as SqliteStatement;
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }
}
