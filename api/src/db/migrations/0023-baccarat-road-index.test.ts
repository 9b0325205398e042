import { sql, type CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { DEMO } from '../seed-demo';
import { baccaratShoeOf } from '../../modules/provider/provider-queries';
import { testApp, type TestApp } from '../../test-support';
import type { Db } from '../store';

/** Keeps the queries sent through it, compiled as the engine runs them. */
function recording(db: Db): { db: Db; sent: CompiledQuery[] } {
  const sent: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      sent.push(db.getExecutor().compileQuery(node as RootOperationNode, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), sent };
}

/** The plan's lines for one query; on PostgreSQL with sequential scans priced out, so a table this small still shows whether an index can answer. */
async function planOf(t: TestApp, query: CompiledQuery): Promise<string[]> {
  if (t.store.engine === 'sqlite') {
    const { rows } = await t.db.executeQuery<{ detail: string }>({ ...query, sql: `EXPLAIN QUERY PLAN ${query.sql}` });
    return rows.map((r) => r.detail);
  }
  return t.store.transaction(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
    return rows.map((r) => r['QUERY PLAN']);
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  const round = (i: number, channelCode: string, kind: 'baccarat' | 'slot') => ({
    id: `${channelCode}-${kind}-${i}`,
    member_id: DEMO.id,
    channel_code: channelCode,
    game_kind: kind,
    game_code: kind,
    game_name: kind,
    stake_fen: 100,
    win_fen: 0,
    detail: JSON.stringify({ coup: { result: 'banker' } }),
    created_at: 1_000 + i,
  });
  await t.db
    .insertInto('game_round')
    .values([...Array.from({ length: 5 }, (_, i) => round(i, 'AGZR', 'baccarat')), ...Array.from({ length: 5 }, (_, i) => round(i, 'PGDZ', 'slot'))])
    .execute();
}, 60_000);
afterAll(() => t.app.close());

describe('the baccarat road (baccaratShoeOf)', () => {
  it('counts and reads a table’s rounds through game_round_table_time, never scanning game_round or sorting it', async () => {
    const { db, sent } = recording(t.db);
    expect(await baccaratShoeOf(db, 'AGZR', 3)).toEqual({ shoe: 2, details: Array.from({ length: 2 }, () => JSON.stringify({ coup: { result: 'banker' } })) });
    expect(sent).toHaveLength(2);
    for (const query of sent) {
      const plan = (await planOf(t, query)).join('\n');
      expect(plan).toContain('game_round_table_time');
      expect(plan).not.toMatch(/SCAN game_round\b(?! USING)|Seq Scan|TEMP B-TREE|Sort\b/);
    }
  });
});
