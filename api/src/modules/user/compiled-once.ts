import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db';

const compiled = new WeakMap<Db, Map<string, CompiledQuery>>();

/**
 * A hot query built and compiled by Kysely once per database (with placeholder values), then run
 * with each call's parameters in the same order: the query builder's work (and its garbage) was a
 * large share of a signed call. `build` must put its parameters in the order `parameters` lists them,
 * and must not use `.limit()` (on SQLite the limit is written into the SQL, on PostgreSQL it is a
 * parameter: the two would differ; a lookup by key returns one row anyway).
 */
export async function runCompiled<Row>(
  db: Db,
  key: string,
  build: (db: Db) => { compile(): CompiledQuery<Row> },
  parameters: readonly unknown[],
): Promise<Row[]> {
  let byKey = compiled.get(db);
  if (!byKey) compiled.set(db, (byKey = new Map()));
  let query = byKey.get(key) as CompiledQuery<Row> | undefined;
  if (!query) {
    query = build(db).compile();
    if (query.parameters.length !== parameters.length)
      throw new Error(`${key}: compiled with ${query.parameters.length} parameters, called with ${parameters.length}`);
    byKey.set(key, query);
  }
  return (await db.executeQuery<Row>({ ...query, parameters })).rows;
}
