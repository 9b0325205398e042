import { sql } from 'kysely';
import { type SiteMigration } from './schema-builders';

/**
 * Each leg keeps the odds floor the player set for it (hong kong thousandths; null = none): an in-play bet is
 * decided at the end of its delay against it (a price at or above the floor is taken, a lower one rejects).
 */
export const betLegOddsFloor: SiteMigration = {
  name: '0026_bet_leg_odds_floor',
  async up(db) {
    await db.schema
      .alterTable('bet_leg')
      .addColumn('floor_hk_milli', 'integer', (c) => c.check(sql`floor_hk_milli IS NULL OR floor_hk_milli > 0`))
      .execute();
  },
};
