import { sql } from 'kysely';
import { text, textDefault, withId, type SiteMigration } from './schema-builders';

/** The double-entry journal (modules/ledger): one ledger_txn per money movement, its entries sum to zero. */
export const ledger: SiteMigration = {
  name: '0006_ledger',
  async up(db, engine) {
    await db.schema
      .alterTable('wallet')
      .addColumn('auto_transfer', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`auto_transfer IN (0, 1)`),
      )
      .execute();
    await withId(engine, db.schema.createTable('ledger_txn'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('opening', 'transfer', 'auto_transfer', 'recycle', 'round')`))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('ref', 'text')
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('ledger_txn_ref').on('ledger_txn').columns(['member_id', 'ref']).unique().execute();
    await withId(engine, db.schema.createTable('ledger_entry'))
      .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_txn.id'))
      .addColumn('account', 'text', (c) => c.notNull().check(sql`account IN ('center', 'locked', 'venue', 'house', 'opening', 'bonus')`))
      .addColumn('member_id', 'integer', text)
      .addColumn('channel_code', 'text', textDefault)
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen <> 0`))
      .execute();
    await db.schema.createIndex('ledger_entry_txn').on('ledger_entry').column('txn_id').execute();
    await db.schema.createIndex('ledger_entry_account').on('ledger_entry').columns(['member_id', 'account', 'channel_code']).execute();
    // Balances that exist already: one opening transaction per member (the opening account gives what the member holds).
    const wallets = (await db.selectFrom('wallet').select(['member_id', 'center_fen', 'lock_fen']).orderBy('member_id').execute()) as {
      member_id: number;
      center_fen: number | string;
      lock_fen: number | string;
    }[];
    const venues = (await db
      .selectFrom('wallet_venue_balance')
      .select(['member_id', 'channel_code', 'balance_fen'])
      .where('balance_fen', '>', 0)
      .orderBy('member_id')
      .orderBy('channel_code')
      .execute()) as { member_id: number; channel_code: string; balance_fen: number | string }[];
    const members = new Set([...wallets.map((w) => w.member_id), ...venues.map((v) => v.member_id)]);
    const now = Date.now();
    for (const memberId of [...members].sort((a, b) => a - b)) {
      const legs: { account: string; channel_code: string; amount_fen: number }[] = [];
      const w = wallets.find((x) => x.member_id === memberId);
      if (w && Number(w.center_fen) > 0) legs.push({ account: 'center', channel_code: '', amount_fen: Number(w.center_fen) });
      if (w && Number(w.lock_fen) > 0) legs.push({ account: 'locked', channel_code: '', amount_fen: Number(w.lock_fen) });
      for (const v of venues.filter((x) => x.member_id === memberId))
        legs.push({ account: 'venue', channel_code: v.channel_code, amount_fen: Number(v.balance_fen) });
      if (legs.length === 0) continue;
      const total = legs.reduce((sum, l) => sum + l.amount_fen, 0);
      const txn = (await db
        .insertInto('ledger_txn')
        .values({ kind: 'opening', member_id: memberId, ref: 'opening', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await db
        .insertInto('ledger_entry')
        .values([
          ...legs.map((l) => ({ txn_id: txn.id, member_id: memberId, ...l })),
          { txn_id: txn.id, account: 'opening', member_id: 0, channel_code: '', amount_fen: -total },
        ])
        .execute();
    }
  },
};
