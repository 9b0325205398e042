import {
  CompiledQuery,
  InsertQueryNode,
  TableNode,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Money that moved, told once it is committed: every movement of a member's money is one row of the
 * journal's ledger_txn (modules/ledger/journal.ts inserts it returning member_id). This dialect wraps
 * the store's driver and watches each connection: the members of the journal rows a transaction
 * inserted are told after its COMMIT (nothing after a ROLLBACK), and those of a journal row written
 * outside a transaction right after it. Whatever path moves money (a contract call, a settlement
 * sweep, an operator's decision), the listeners hear it: no caller can forget to tell.
 */
export const JOURNAL_TABLE = 'ledger_txn';

export type MoneyMovedListener = (memberIds: readonly number[]) => void;

function journalMembers(query: CompiledQuery, result: QueryResult<unknown>): number[] {
  const node = query.query;
  if (!InsertQueryNode.is(node) || !node.into || !TableNode.is(node.into) || node.into.table.identifier.name !== JOURNAL_TABLE) return [];
  return result.rows.map((r) => Number((r as { member_id?: unknown }).member_id)).filter((id) => Number.isSafeInteger(id) && id > 0);
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  readonly moved = new Set<number>();
  constructor(
    readonly inner: DatabaseConnection,
    private readonly tell: (memberIds: readonly number[]) => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const members = journalMembers(query, result);
    if (members.length > 0) {
      if (this.inTransaction) for (const id of members) this.moved.add(id);
      else this.tell([...new Set(members)]);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  end(committed: boolean): void {
    this.inTransaction = false;
    const members = [...this.moved];
    this.moved.clear();
    if (committed && members.length > 0) this.tell(members);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly tell: (memberIds: readonly number[]) => void,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.tell);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as WatchedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(c.inner);
    } catch (e) {
      c.end(false);
      throw e;
    }
    c.end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } finally {
      c.end(false);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.savepoint((connection as WatchedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.rollbackToSavepoint((connection as WatchedConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.releaseSavepoint((connection as WatchedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The money listeners of one store, and the dialect that tells them. */
export class MoneyCommits {
  private readonly listeners = new Set<MoneyMovedListener>();

  /** Calls `listener` with the members whose money moved, after each commit that moved some; returns the function that stops it. */
  on(listener: MoneyMovedListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** `dialect` with its driver watched. */
  watch(dialect: Dialect): Dialect {
    const tell = (memberIds: readonly number[]) => {
      for (const l of this.listeners) {
        try {
          l(memberIds);
        } catch (e) {
          // The money has moved and committed whatever a listener does: its failure is told, never thrown into the caller's commit.
          console.error('money-moved listener failed', e);
        }
      }
    };
    return {
      createDriver: () => new WatchedDriver(dialect.createDriver(), tell),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    };
  }
}
