import { sql } from 'kysely';
import { openStore, safeIntegerOf } from './index';
import { testApp, testDatabase, testEngine } from '../test-support';

describe('the data layer', () => {
  it('reads PostgreSQL int8 as a number, refusing one beyond 2^53', () => {
    expect(safeIntegerOf('888888')).toBe(888888);
    expect(safeIntegerOf('-5')).toBe(-5);
    expect(safeIntegerOf(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => safeIntegerOf('9007199254740993')).toThrow('integer beyond 2^53');
    expect(() => safeIntegerOf('1.5')).toThrow('not an integer');
  });

  it('returns counts and money columns as numbers on this engine', async () => {
    const t = await testApp();
    const row = await t.db
      .selectFrom('wallet')
      .select(['center_fen', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', '=', 100001)
      .groupBy('center_fen')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ center_fen: 888888, n: 1 });
    const big = await sql<{ v: number }>`SELECT ${sql.lit(4_000_000_000_000)} AS v`.execute(t.db);
    expect(Number(big.rows[0]?.v)).toBe(4_000_000_000_000);
    await t.app.close();
  });

  it('keeps a balance from going below zero at the database too', async () => {
    const t = await testApp();
    // The driver's error class may come from another jest realm: compare the code, not the class.
    const err = await t.db
      .updateTable('wallet')
      .set({ center_fen: -1 })
      .where('member_id', '=', 100001)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toMatchObject({ code: testEngine() === 'postgres' ? '23514' : 'SQLITE_CONSTRAINT_CHECK' });
    await t.app.close();
  });

  it('migrates a new database once; a database with a migration this build does not know is refused, not opened', async () => {
    const database = await testDatabase();
    const open = () => openStore({ databaseUrl: database.databaseUrl, file: database.dbFile ?? '' });
    try {
      const first = await open();
      const applied = await sql<{ n: number }>`SELECT count(*) AS n FROM kysely_migration`.execute(first.db);
      await first.close();
      // Opened again: already current, nothing is applied twice.
      const again = await open();
      expect((await sql<{ n: number }>`SELECT count(*) AS n FROM kysely_migration`.execute(again.db)).rows).toEqual(applied.rows);
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_a_newer_build', '2026-01-01T00:00:00.000Z')`.execute(again.db);
      await again.close();
      await expect(open()).rejects.toThrow('corrupted migrations');
    } finally {
      await database.drop();
    }
  });
});
