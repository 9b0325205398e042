import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** Stands for "some table": a write whose table cannot be read from the query (raw SQL). */
export const ANY_TABLE = '*';

const RAW_WRITE = /^\s*(insert|update|delete|merge|replace|upsert|with|truncate)\b/i;

function tableNameOf(node: OperationNode | undefined): string {
  if (node && AliasNode.is(node)) return tableNameOf(node.node);
  if (node && TableNode.is(node)) return node.table.identifier.name;
  return ANY_TABLE;
}

/**
 * The tables whose existing rows a query may change: UPDATE, DELETE, MERGE, an INSERT that
 * updates or replaces on conflict, also inside a WITH; raw SQL that starts like a write counts as
 * ANY_TABLE. A plain INSERT only adds rows (no reader can have kept a row that did not exist).
 */
export function tablesWrittenBy(node: OperationNode): string[] {
  const out: string[] = [];
  const visit = (n: OperationNode) => {
    if (UpdateQueryNode.is(n)) out.push(tableNameOf(n.table));
    else if (DeleteQueryNode.is(n)) for (const from of n.from.froms) out.push(tableNameOf(from));
    else if (MergeQueryNode.is(n)) out.push(tableNameOf(n.into));
    else if (InsertQueryNode.is(n) && (n.replace || n.onDuplicateKey || (n.onConflict && !n.onConflict.doNothing))) out.push(tableNameOf(n.into));
    else if (RawNode.is(n) && RAW_WRITE.test(n.sqlFragments[0] ?? '')) out.push(ANY_TABLE);
    const ctes = (n as { with?: { expressions?: readonly { expression: OperationNode }[] } }).with?.expressions ?? [];
    for (const cte of ctes) visit(cte.expression);
  };
  visit(node);
  return [...new Set(out)];
}

type Listener = () => void;

/**
 * Tells who keeps rows of a table in memory (session-memory.ts) that the table was written: the
 * Kysely plugin of the store sees every query built with Kysely and calls the table's listeners
 * when the write is sent and again once it has run; a write inside a transaction is told once
 * more when the transaction has ended (Store.transaction), since until its commit another
 * connection could still read, and keep, the old row. A listener of ANY_TABLE hears every write.
 * Queries compiled once (compiled-once.ts) are reads and pass here only when first compiled.
 */
export class TableWrites implements KyselyPlugin {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly sent = new WeakMap<QueryId, string[]>();

  /** Calls `listener` on every write to `table`; returns the function that stops it. */
  on(table: string, listener: Listener): () => void {
    let set = this.listeners.get(table);
    if (!set) this.listeners.set(table, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  /** Tells the listeners of these tables (every listener when one of them is ANY_TABLE). */
  notify(tables: Iterable<string>): void {
    const called = new Set<Listener>();
    for (const table of tables) {
      const names = table === ANY_TABLE ? [...this.listeners.keys()] : [table, ANY_TABLE];
      for (const name of names) for (const l of this.listeners.get(name) ?? []) if (!called.has(l)) called.add(l);
    }
    for (const l of called) l();
  }

  /** A plugin for one transaction that adds the tables its queries write to `written`. */
  recorder(written: Set<string>): KyselyPlugin {
    return {
      transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => {
        for (const t of tablesWrittenBy(args.node)) written.add(t);
        return args.node;
      },
      transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
    };
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = tablesWrittenBy(args.node);
    if (tables.length > 0) {
      this.sent.set(args.queryId, tables);
      this.notify(tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.sent.get(args.queryId);
    if (tables) {
      this.sent.delete(args.queryId);
      this.notify(tables);
    }
    return args.result;
  }
}
