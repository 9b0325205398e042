import { sql } from 'kysely';
import { text, withId, type SiteMigration } from './schema-builders';

/**
 * VIP grades (thresholds, welfare amounts; `npm run vip -- grades|set` edits them), rebate ratios per game type,
 * the welfare claims, the points exchange's items and records. Money in fen, ratios in basis points (50 = 0.50 %).
 */
export const vip: SiteMigration = {
  name: '0017_vip',
  async up(db, engine) {
    await db.schema
      .createTable('vip_grade')
      .addColumn('grade', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', text)
      .addColumn('deposit_fen', 'bigint', (c) => c.notNull().check(sql`deposit_fen >= 0`))
      .addColumn('bet_fen', 'bigint', (c) => c.notNull().check(sql`bet_fen >= 0`))
      .addColumn('upgrade_fen', 'bigint', (c) => c.notNull().check(sql`upgrade_fen >= 0`))
      .addColumn('week_fen', 'bigint', (c) => c.notNull().check(sql`week_fen >= 0`))
      .addColumn('rebate_bp', 'integer', (c) => c.notNull().check(sql`rebate_bp >= 0 AND rebate_bp <= 1000`))
      .addColumn('turnover_multiple', 'integer', (c) => c.notNull().check(sql`turnover_multiple >= 0`))
      .addColumn('updated_at', 'bigint', text)
      .execute();
    await db.schema
      .createTable('vip_rebate')
      .addColumn('grade', 'integer', (c) => c.notNull().references('vip_grade.grade'))
      .addColumn('game_type', 'text', text)
      .addColumn('ratio_bp', 'integer', (c) => c.notNull().check(sql`ratio_bp >= 0 AND ratio_bp <= 1000`))
      .addPrimaryKeyConstraint('vip_rebate_pk', ['grade', 'game_type'])
      .execute();
    await withId(engine, db.schema.createTable('vip_claim'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('upgrade', 'week', 'rebate')`))
      .addColumn('ref', 'text', text)
      .addColumn('grade', 'integer', text)
      .addColumn('fen', 'bigint', (c) => c.notNull().check(sql`fen > 0`))
      .addColumn('bet_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('vip_claim_ref').on('vip_claim').columns(['member_id', 'ref']).unique().execute();
    await withId(engine, db.schema.createTable('exchange_item'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('cash', 'gift')`))
      .addColumn('name', 'text', text)
      .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen >= 0`))
      .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('stock', 'integer')
      .addColumn('min_grade', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await withId(engine, db.schema.createTable('exchange_record'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('order_no', 'text', (c) => c.notNull().unique())
      .addColumn('item_id', 'integer', (c) => c.notNull().references('exchange_item.id'))
      .addColumn('item_name', 'text', text)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('cash', 'gift')`))
      .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('paid', 'pending', 'shipped')`))
      .addColumn('announced', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('exchange_record_member').on('exchange_record').columns(['member_id', 'created_at']).execute();
    // The default programme: VIP0–VIP8 (deposits and valid bets in yuan; the amounts paid; the rebate ratio).
    const grades: [number, number, number, number, number][] = [
      [0, 0, 0, 0, 30],
      [100, 1_000, 8, 2, 40],
      [1_000, 10_000, 18, 5, 50],
      [5_000, 50_000, 58, 18, 60],
      [20_000, 200_000, 188, 38, 70],
      [50_000, 500_000, 388, 88, 80],
      [100_000, 1_000_000, 888, 188, 90],
      [300_000, 3_000_000, 1_888, 388, 100],
      [1_000_000, 10_000_000, 5_888, 888, 120],
    ];
    await db
      .insertInto('vip_grade')
      .values(
        grades.map(([deposit, bet, upgrade, week, rebate], grade) => ({
          grade,
          name: `VIP${grade}`,
          deposit_fen: deposit * 100,
          bet_fen: bet * 100,
          upgrade_fen: upgrade * 100,
          week_fen: week * 100,
          rebate_bp: rebate,
          turnover_multiple: 1,
          updated_at: 0,
        })),
      )
      .execute();
    // Rebate ratios per game type: the VIP0 ratio, raised by a step per grade.
    const rebateBase: [string, number, number][] = [
      ['sport', 30, 10],
      ['realbet', 30, 10],
      ['chess', 30, 10],
      ['egame', 40, 10],
      ['gaming', 30, 10],
      ['lottery', 10, 5],
      ['fish', 40, 10],
    ];
    await db
      .insertInto('vip_rebate')
      .values(grades.flatMap((_g, grade) => rebateBase.map(([game_type, base, step]) => ({ grade, game_type, ratio_bp: base + step * grade }))))
      .execute();
    await db
      .insertInto('exchange_item')
      .values([
        { kind: 'cash', name: '8元现金红利', points: 80, amount_fen: 800, turnover_multiple: 1, stock: null, min_grade: 0, active: 1, sort: 1 },
        { kind: 'cash', name: '58元现金红利', points: 500, amount_fen: 5_800, turnover_multiple: 1, stock: null, min_grade: 0, active: 1, sort: 2 },
        { kind: 'cash', name: '188元现金红利', points: 1_500, amount_fen: 18_800, turnover_multiple: 1, stock: null, min_grade: 1, active: 1, sort: 3 },
        { kind: 'gift', name: '品牌定制保温杯', points: 300, amount_fen: 0, turnover_multiple: 0, stock: 200, min_grade: 0, active: 1, sort: 4 },
        { kind: 'gift', name: '无线蓝牙耳机', points: 3_000, amount_fen: 0, turnover_multiple: 0, stock: 50, min_grade: 2, active: 1, sort: 5 },
        { kind: 'gift', name: '智能手表', points: 12_000, amount_fen: 0, turnover_multiple: 0, stock: 10, min_grade: 4, active: 1, sort: 6 },
      ])
      .execute();
  },
};
