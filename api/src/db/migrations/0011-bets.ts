import { sql } from 'kysely';
import { text, textDefault, type SiteMigration } from './schema-builders';

/** The bet slip's bets (modules/bets): one row per bet, its legs, and the cash-out quotes offered. */
export const bets: SiteMigration = {
  name: '0011_bets',
  async up(db) {
    await db.schema
      .createTable('bet')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('channel_code', 'text', (c) => c.notNull().references('wallet_venue.channel_code'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('single', 'multiple', 'series')`))
      .addColumn('sizes', 'text', text)
      .addColumn('combinations', 'integer', (c) => c.notNull().check(sql`combinations >= 1`))
      .addColumn('unit_fen', 'bigint', (c) => c.notNull().check(sql`unit_fen > 0`))
      .addColumn('total_fen', 'bigint', (c) => c.notNull().check(sql`total_fen > 0`))
      .addColumn('max_return_fen', 'bigint', text)
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('PENDING', 'ACCEPTED', 'REJECTED', 'SETTLED', 'CASHED_OUT')`))
      .addColumn('reject_reason', 'text')
      .addColumn('auto_accept', 'integer', (c) => c.notNull().check(sql`auto_accept IN (0, 1)`))
      .addColumn('limit_group', 'text', text)
      .addColumn('day', 'text', text)
      .addColumn('placed_at', 'bigint', text)
      .addColumn('pending_until', 'bigint')
      .addColumn('settled_at', 'bigint')
      .addColumn('payout_fen', 'bigint')
      .addColumn('result', 'text')
      .addColumn('d_reason', 'text')
      .addColumn('cash_out_state', 'text')
      .addColumn('cash_out_fen', 'bigint')
      .addColumn('valid_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('bet_member_time').on('bet').columns(['member_id', 'placed_at']).execute();
    await db.schema.createIndex('bet_member_day').on('bet').columns(['member_id', 'day', 'limit_group']).execute();
    await db.schema.createIndex('bet_state').on('bet').columns(['state']).execute();
    await db.schema
      .createTable('bet_leg')
      .addColumn('bet_id', 'text', (c) => c.notNull().references('bet.id'))
      .addColumn('idx', 'integer', text)
      .addColumn('game_id', 'text', text)
      .addColumn('gide', 'text', textDefault)
      .addColumn('hgid', 'text', textDefault)
      .addColumn('selection_id', 'text', text)
      .addColumn('market_id', 'text', text)
      .addColumn('wtype', 'text', text)
      .addColumn('rtype', 'text', text)
      .addColumn('line', 'text', textDefault)
      .addColumn('strong', 'text', text)
      .addColumn('three_way', 'integer', text)
      .addColumn('hk_milli', 'integer', text)
      .addColumn('game_type', 'text', text)
      .addColumn('league', 'text', textDefault)
      .addColumn('team_h', 'text', textDefault)
      .addColumn('team_c', 'text', textDefault)
      .addColumn('pick_name', 'text', textDefault)
      .addColumn('kickoff_at', 'bigint', text)
      .addColumn('in_play', 'integer', text)
      .addColumn('score', 'text', textDefault)
      .addColumn('result', 'text')
      .addColumn('d_reason', 'text')
      .addPrimaryKeyConstraint('bet_leg_pk', ['bet_id', 'idx'])
      .execute();
    await db.schema.createIndex('bet_leg_game').on('bet_leg').columns(['game_id']).execute();
    await db.schema
      .createTable('bet_cash_out_quote')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bet_id', 'text', (c) => c.notNull().references('bet.id'))
      .addColumn('member_id', 'integer', text)
      .addColumn('amount_fen', 'bigint', text)
      .addColumn('valid_until', 'bigint', text)
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('bet_cash_out_quote_bet').on('bet_cash_out_quote').columns(['bet_id']).execute();
  },
};
