import { sql } from 'kysely';
import { type SiteMigration } from './schema-builders';

/**
 * Each bet keeps the odds type it was placed in: its accepted prices read in it wherever it is shown.
 * Bets placed before read hong kong, the default type.
 */
export const betOddsType: SiteMigration = {
  name: '0022_bet_odds_type',
  async up(db) {
    await db.schema
      .alterTable('bet')
      .addColumn('odds_type', 'text', (c) =>
        c
          .notNull()
          .defaultTo('H')
          .check(sql`odds_type IN ('E', 'H', 'I', 'M')`),
      )
      .execute();
  },
};
