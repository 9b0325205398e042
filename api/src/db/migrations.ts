import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

/**
 * One migration set for both engines, in the portable subset (Kysely's schema builder): text,
 * integer, bigint (times in ms and money in fen), CHECK constraints, no collations. The only
 * engine difference is how an id column counts (SQLite's rowid, PostgreSQL's identity).
 * Kysely's Migrator runs them in name order, once each, on start (db/index.ts). Add a new entry
 * at the end, never edit an applied one. Demo data is not here: see db/seed.ts.
 */
export type Engine = 'sqlite' | 'postgres';

// Migrations speak to the database before the typed schema exists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function withId<T extends string>(engine: Engine, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
  );
}

const text = (c: ColumnDefinitionBuilder) => c.notNull();
const textDefault = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * Widens the CHECK lists of ledger_txn.kind and ledger_entry.account (the journal's tables keep
 * their rows and ids). PostgreSQL swaps the named constraints; SQLite cannot alter a CHECK, so
 * each table is rebuilt under its own name with foreign keys off (SQLite migrations do not run
 * in one transaction: Kysely's SQLite adapter has no transactional DDL).
 */
async function widenLedgerChecks(engine: Engine, db: AnyDb, lists: { kinds: readonly string[]; accounts: readonly string[] }): Promise<void> {
  if (engine === 'postgres') {
    await sql`ALTER TABLE ledger_txn DROP CONSTRAINT IF EXISTS ledger_txn_kind_check`.execute(db);
    await sql`ALTER TABLE ledger_txn ADD CONSTRAINT ledger_txn_kind_check CHECK (kind IN (${sqlList(lists.kinds)}))`.execute(db);
    await sql`ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_account_check`.execute(db);
    await sql`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_account_check CHECK (account IN (${sqlList(lists.accounts)}))`.execute(db);
    return;
  }
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await withId(engine, trx.schema.createTable('ledger_txn_next'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN (${sqlList(lists.kinds)})`))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('ref', 'text')
        .addColumn('created_at', 'bigint', text)
        .execute();
      await sql`INSERT INTO ledger_txn_next (id, kind, member_id, ref, created_at) SELECT id, kind, member_id, ref, created_at FROM ledger_txn`.execute(trx);
      await trx.schema.dropTable('ledger_txn').execute();
      await trx.schema.alterTable('ledger_txn_next').renameTo('ledger_txn').execute();
      await trx.schema.createIndex('ledger_txn_ref').on('ledger_txn').columns(['member_id', 'ref']).unique().execute();
      await withId(engine, trx.schema.createTable('ledger_entry_next'))
        .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_txn.id'))
        .addColumn('account', 'text', (c) => c.notNull().check(sql`account IN (${sqlList(lists.accounts)})`))
        .addColumn('member_id', 'integer', text)
        .addColumn('channel_code', 'text', textDefault)
        .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen <> 0`))
        .execute();
      await sql`INSERT INTO ledger_entry_next (id, txn_id, account, member_id, channel_code, amount_fen) SELECT id, txn_id, account, member_id, channel_code, amount_fen FROM ledger_entry`.execute(
        trx,
      );
      await trx.schema.dropTable('ledger_entry').execute();
      await trx.schema.alterTable('ledger_entry_next').renameTo('ledger_entry').execute();
      await trx.schema.createIndex('ledger_entry_txn').on('ledger_entry').column('txn_id').execute();
      await trx.schema.createIndex('ledger_entry_account').on('ledger_entry').columns(['member_id', 'account', 'channel_code']).execute();
      const broken = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the ledger rebuild: ${JSON.stringify(broken.rows.slice(0, 3))}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/**
 * Widens the CHECK list of remote_telemetry.kind (its rows and ids kept). PostgreSQL swaps the column's
 * constraint; SQLite cannot alter a CHECK, so the table is rebuilt under its name with its indexes.
 */
async function widenTelemetryKinds(engine: Engine, db: AnyDb, kinds: readonly string[]): Promise<void> {
  if (engine === 'postgres') {
    await sql`ALTER TABLE remote_telemetry DROP CONSTRAINT IF EXISTS remote_telemetry_kind_check`.execute(db);
    await sql`ALTER TABLE remote_telemetry ADD CONSTRAINT remote_telemetry_kind_check CHECK (kind IN (${sqlList(kinds)}))`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await withId(engine, trx.schema.createTable('remote_telemetry_next'))
      .addColumn('at', 'bigint', text)
      .addColumn('remote', 'text', text)
      .addColumn('version', 'text', text)
      .addColumn('cohort', 'text', (c) => c.notNull().check(sql`cohort IN ('stable', 'canary')`))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN (${sqlList(kinds)})`))
      .addColumn('name', 'text', text)
      .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome IN ('ok', 'error')`))
      .addColumn('value', 'double precision', text)
      .execute();
    await sql`INSERT INTO remote_telemetry_next (id, at, remote, version, cohort, kind, name, outcome, value) SELECT id, at, remote, version, cohort, kind, name, outcome, value FROM remote_telemetry`.execute(
      trx,
    );
    await trx.schema.dropTable('remote_telemetry').execute();
    await trx.schema.alterTable('remote_telemetry_next').renameTo('remote_telemetry').execute();
    await trx.schema.createIndex('remote_telemetry_time').on('remote_telemetry').columns(['at']).execute();
    await trx.schema.createIndex('remote_telemetry_remote').on('remote_telemetry').columns(['remote', 'version', 'at']).execute();
  });
}

export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001_site_configuration': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('site_config')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', text)
          .execute();
        await db.schema
          .createTable('navigation')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('section', 'text', text)
          .addColumn('name', 'text', text)
          .addColumn('route_name', 'text', text)
          .addColumn('icon', 'text', text)
          .addColumn('sort', 'integer', text)
          .execute();
        await db.schema
          .createTable('sponsor')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('title', 'text', text)
          .addColumn('content', 'text', text)
          .addColumn('image', 'text', text)
          .execute();
        await db.schema
          .createTable('country_area')
          .addColumn('area_code', 'text', (c) => c.primaryKey())
          .addColumn('area_name', 'text', text)
          .addColumn('regex', 'text', text)
          .addColumn('sort', 'integer', text)
          .execute();
      },
    },
    '0002_members_sessions_devices': {
      async up(db: AnyDb) {
        await withId(engine, db.schema.createTable('member'))
          .addColumn('name', 'text', text)
          .addColumn('name_key', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', text)
          .addColumn('real_name', 'text', textDefault)
          .addColumn('area_code', 'text', (c) => c.notNull().defaultTo('+86'))
          .addColumn('phone', 'text', textDefault)
          .addColumn('email', 'text', textDefault)
          .addColumn('gender', 'text', (c) =>
            c
              .notNull()
              .defaultTo('')
              .check(sql`gender IN ('', 'male', 'female')`),
          )
          .addColumn('birthday', 'text', textDefault)
          .addColumn('vip_grade', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('avatar', 'text', textDefault)
          .addColumn('suspended', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`suspended IN (0, 1, 2)`),
          )
          .addColumn('suspend_message', 'text', textDefault)
          .addColumn('register_ip', 'text', textDefault)
          .addColumn('domain', 'text', textDefault)
          .addColumn('r_code', 'text', textDefault)
          .addColumn('i_code', 'text', textDefault)
          .addColumn('auto_login_until', 'bigint')
          .addColumn('created_at', 'bigint', text)
          .addColumn('last_login_at', 'bigint')
          .execute();
        await db.schema.createIndex('member_register_ip').on('member').columns(['register_ip', 'created_at']).execute();
        await db.schema
          .createTable('member_device')
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('device_id', 'text', text)
          .addColumn('first_seen', 'bigint', text)
          .addColumn('last_seen', 'bigint', text)
          .addPrimaryKeyConstraint('member_device_pk', ['member_id', 'device_id'])
          .execute();
        await db.schema
          .createTable('device_challenge')
          .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema
          .createTable('session')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('created_at', 'bigint', text)
          .addColumn('expires_at', 'bigint', text)
          .addColumn('revoked_at', 'bigint')
          .execute();
        await db.schema.createIndex('session_member').on('session').column('member_id').execute();
      },
    },
    '0003_codes_captchas_guards_idempotency': {
      async up(db: AnyDb) {
        await withId(engine, db.schema.createTable('verify_code'))
          .addColumn('target', 'text', text)
          .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('sms', 'email', 'voice')`))
          .addColumn('purpose', 'text', text)
          .addColumn('code', 'text', text)
          .addColumn('created_at', 'bigint', text)
          .addColumn('expires_at', 'bigint', text)
          .addColumn('used_at', 'bigint')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('verify_code_target').on('verify_code').columns(['target', 'created_at']).execute();
        await withId(engine, db.schema.createTable('dev_outbox'))
          .addColumn('target', 'text', text)
          .addColumn('channel', 'text', text)
          .addColumn('purpose', 'text', text)
          .addColumn('code', 'text', text)
          .addColumn('text', 'text', text)
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('dev_outbox_target').on('dev_outbox').columns(['target', 'id']).execute();
        await withId(engine, db.schema.createTable('reset_ticket'))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('target', 'text', text)
          .addColumn('expires_at', 'bigint', text)
          .addColumn('used_at', 'bigint')
          .execute();
        await db.schema
          .createTable('captcha')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('picture', 'slider', 'slider-pass')`))
          .addColumn('answer', 'text', text)
          .addColumn('created_at', 'bigint', text)
          .addColumn('expires_at', 'bigint', text)
          .addColumn('used_at', 'bigint')
          .execute();
        await withId(engine, db.schema.createTable('login_failure'))
          .addColumn('name', 'text', text)
          .addColumn('ip', 'text', text)
          .addColumn('at', 'bigint', text)
          .execute();
        await db.schema.createIndex('login_failure_name').on('login_failure').columns(['name', 'at']).execute();
        await db.schema.createIndex('login_failure_ip').on('login_failure').columns(['ip', 'at']).execute();
        await db.schema
          .createTable('login_lock')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('until', 'bigint', text)
          .execute();
        await db.schema
          .createTable('idempotency_key')
          .addColumn('key', 'text', text)
          .addColumn('member_id', 'integer', text)
          .addColumn('path', 'text', text)
          .addColumn('request_hash', 'text', text)
          .addColumn('response', 'text', text)
          .addColumn('created_at', 'bigint', text)
          .addPrimaryKeyConstraint('idempotency_key_pk', ['key', 'member_id'])
          .execute();
        await db.schema.createIndex('idempotency_key_created').on('idempotency_key').column('created_at').execute();
      },
    },
    '0004_wallet_venues_letters_feedback': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('wallet')
          .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
          .addColumn('center_fen', 'bigint', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`center_fen >= 0`),
          )
          .addColumn('lock_fen', 'bigint', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`lock_fen >= 0`),
          )
          .execute();
        await db.schema
          .createTable('wallet_venue')
          .addColumn('channel_code', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', text)
          .addColumn('category', 'integer', text)
          .addColumn('sort', 'integer', text)
          .execute();
        await db.schema
          .createTable('wallet_venue_balance')
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('channel_code', 'text', (c) => c.notNull().references('wallet_venue.channel_code'))
          .addColumn('balance_fen', 'bigint', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`balance_fen >= 0`),
          )
          .addPrimaryKeyConstraint('wallet_venue_balance_pk', ['member_id', 'channel_code'])
          .execute();
        await withId(engine, db.schema.createTable('letter'))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('kind', 'text', (c) =>
            c.notNull().check(sql`kind IN ('brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd')`),
          )
          .addColumn('title', 'text', text)
          .addColumn('content', 'text', text)
          .addColumn('created_at', 'bigint', text)
          .addColumn('read_at', 'bigint')
          .addColumn('deleted_at', 'bigint')
          .execute();
        await db.schema.createIndex('letter_member').on('letter').columns(['member_id', 'kind']).execute();
        await withId(engine, db.schema.createTable('feedback'))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('content', 'text', text)
          .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'bigint', text)
          .addColumn('reply', 'text')
          .addColumn('replied_at', 'bigint')
          .addColumn('reply_read', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('deleted_at', 'bigint')
          .execute();
        await db.schema.createIndex('feedback_member').on('feedback').column('member_id').execute();
      },
    },
    '0005_venue_sessions': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('venue_session')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('en_name', 'text', text)
          .addColumn('game_code', 'text', textDefault)
          .addColumn('created_at', 'bigint', text)
          .addColumn('expires_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('venue_session_expiry').on('venue_session').column('expires_at').execute();
      },
    },
    '0006_ledger': {
      async up(db: AnyDb) {
        // The double-entry journal (modules/ledger): one ledger_txn per money movement, its entries sum to zero.
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
    },
    '0007_venue_catalogue': {
      async up(db: AnyDb) {
        // The catalogue's columns on the venues of the wallet (modules/venues/catalogue.ts).
        const flag = (name: string) => (c: ColumnDefinitionBuilder) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`${sql.ref(name)} IN (0, 1)`);
        await db.schema.alterTable('wallet_venue').addColumn('en_name', 'text', textDefault).execute();
        await db.schema.alterTable('wallet_venue').addColumn('icon_mark', 'text', textDefault).execute();
        await db.schema.alterTable('wallet_venue').addColumn('maintenance', 'integer', flag('maintenance')).execute();
        await db.schema.alterTable('wallet_venue').addColumn('activity', 'integer', flag('activity')).execute();
        await db.schema.alterTable('wallet_venue').addColumn('has_game_list', 'integer', flag('has_game_list')).execute();
        await db.schema
          .alterTable('wallet_venue')
          .addColumn('launch_page', 'text', (c) =>
            c
              .notNull()
              .defaultTo('lobby')
              .check(sql`launch_page IN ('sport', 'baccarat', 'lottery', 'lobby', 'slot')`),
          )
          .execute();
        await db.schema
          .alterTable('wallet_venue')
          .addColumn('launch_form', 'text', (c) =>
            c
              .notNull()
              .defaultTo('path')
              .check(sql`launch_form IN ('session', 'absolute', 'path', 'document')`),
          )
          .execute();
        await db.schema
          .createTable('venue_game')
          .addColumn('en_name', 'text', (c) => c.notNull().references('wallet_venue.channel_code'))
          .addColumn('game_code', 'text', text)
          .addColumn('name', 'text', text)
          .addColumn('name_tw', 'text', text)
          .addColumn('motif', 'text', text)
          .addColumn('hot', 'integer', flag('hot'))
          .addColumn('new', 'integer', flag('new'))
          .addColumn('sort', 'integer', text)
          .addPrimaryKeyConstraint('venue_game_pk', ['en_name', 'game_code'])
          .execute();
        await db.schema
          .createTable('game_collection')
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('en_name', 'text', text)
          .addColumn('game_code', 'text', text)
          .addColumn('created_at', 'bigint', text)
          .addPrimaryKeyConstraint('game_collection_pk', ['member_id', 'en_name', 'game_code'])
          .addForeignKeyConstraint('game_collection_game', ['en_name', 'game_code'], 'venue_game', ['en_name', 'game_code'])
          .execute();
        await db.schema
          .createTable('bonus_pool')
          .addColumn('en_name', 'text', (c) => c.primaryKey().references('wallet_venue.channel_code'))
          .addColumn('name', 'text', text)
          .addColumn('seed_fen', 'bigint', (c) => c.notNull().check(sql`seed_fen > 0`))
          .addColumn('growth_fen_per_hour', 'bigint', (c) => c.notNull().check(sql`growth_fen_per_hour >= 0`))
          .addColumn('cycle_ms', 'bigint', (c) => c.notNull().check(sql`cycle_ms > 0`))
          .addColumn('epoch', 'bigint', text)
          .execute();
      },
    },
    '0008_game_rounds': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('game_round')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('channel_code', 'text', (c) => c.notNull().references('wallet_venue.channel_code'))
          .addColumn('game_kind', 'text', (c) => c.notNull().check(sql`game_kind IN ('slot', 'baccarat', 'lottery')`))
          .addColumn('game_code', 'text', text)
          .addColumn('game_name', 'text', text)
          .addColumn('stake_fen', 'bigint', (c) => c.notNull().check(sql`stake_fen > 0`))
          .addColumn('win_fen', 'bigint', (c) => c.notNull().check(sql`win_fen >= 0`))
          .addColumn('detail', 'text', text)
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('game_round_member_time').on('game_round').columns(['member_id', 'created_at']).execute();
      },
    },
    '0009_sport_feed': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('sport_result')
          .addColumn('game_id', 'text', (c) => c.primaryKey())
          .addColumn('gide', 'text', text)
          .addColumn('hgid', 'text', text)
          .addColumn('game_type', 'text', text)
          .addColumn('league_id', 'integer', text)
          .addColumn('team_h', 'text', text)
          .addColumn('team_c', 'text', text)
          .addColumn('kickoff_at', 'bigint', text)
          .addColumn('finished_at', 'bigint', text)
          .addColumn('score_h', 'integer', (c) => c.notNull().check(sql`score_h >= 0`))
          .addColumn('score_c', 'integer', (c) => c.notNull().check(sql`score_c >= 0`))
          .addColumn('half_h', 'integer')
          .addColumn('half_c', 'integer')
          .addColumn('winner', 'text', text)
          .addColumn('detail', 'text', text)
          .execute();
        await db.schema.createIndex('sport_result_finished').on('sport_result').column('finished_at').execute();
        await db.schema
          .createTable('sport_board')
          .addColumn('board_key', 'text', (c) => c.primaryKey())
          .addColumn('seq', 'bigint', text)
          .addColumn('at', 'bigint', text)
          .addColumn('matches', 'text', text)
          .execute();
      },
    },
    '0010_remote_telemetry': {
      async up(db: AnyDb) {
        await withId(engine, db.schema.createTable('remote_telemetry'))
          .addColumn('at', 'bigint', text)
          .addColumn('remote', 'text', text)
          .addColumn('version', 'text', text)
          .addColumn('cohort', 'text', (c) => c.notNull().check(sql`cohort IN ('stable', 'canary')`))
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('load', 'vital')`))
          .addColumn('name', 'text', text)
          .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome IN ('ok', 'error')`))
          .addColumn('value', 'double precision', text)
          .execute();
        await db.schema.createIndex('remote_telemetry_time').on('remote_telemetry').columns(['at']).execute();
        await db.schema.createIndex('remote_telemetry_remote').on('remote_telemetry').columns(['remote', 'version', 'at']).execute();
      },
    },
    '0011_bets': {
      async up(db: AnyDb) {
        // The bet slip's bets (modules/bets): one row per bet, its legs, and the cash-out quotes offered.
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
    },
    '0012_funds_orders': {
      async up(db: AnyDb) {
        // The ledger learns money from and to the payment channels (deposit, withdrawal) and their fees.
        await widenLedgerChecks(engine, db, {
          kinds: ['opening', 'transfer', 'auto_transfer', 'recycle', 'round', 'deposit', 'withdraw_lock', 'withdraw_paid', 'withdraw_return'],
          accounts: ['center', 'locked', 'venue', 'house', 'opening', 'bonus', 'payment', 'fee'],
        });
        await db.schema
          .createTable('deposit_order')
          .addColumn('order_no', 'text', (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('pay_code', 'text', text)
          .addColumn('kind', 'text', text)
          .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
          .addColumn('fee_fen', 'bigint', (c) => c.notNull().check(sql`fee_fen >= 0`))
          .addColumn('bonus_fen', 'bigint', (c) => c.notNull().check(sql`bonus_fen >= 0`))
          .addColumn('turnover_fen', 'bigint', (c) => c.notNull().check(sql`turnover_fen >= 0`))
          .addColumn('usdt_cents', 'bigint')
          .addColumn('network', 'text', textDefault)
          .addColumn('reference', 'text', text)
          .addColumn('status', 'integer', (c) => c.notNull().check(sql`status IN (0, 1, 2, 3)`))
          .addColumn('created_at', 'bigint', text)
          .addColumn('expire_at', 'bigint', text)
          .addColumn('paid_at', 'bigint')
          .execute();
        await db.schema.createIndex('deposit_order_member').on('deposit_order').columns(['member_id', 'created_at']).execute();
        await db.schema
          .createTable('withdraw_order')
          .addColumn('order_no', 'text', (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('method', 'text', (c) => c.notNull().check(sql`method IN ('bank', 'usdt')`))
          .addColumn('card_id', 'text', text)
          .addColumn('card_label', 'text', text)
          .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
          .addColumn('fee_fen', 'bigint', (c) => c.notNull().check(sql`fee_fen >= 0`))
          .addColumn('usdt_cents', 'bigint')
          .addColumn('status', 'integer', (c) => c.notNull().check(sql`status IN (0, 1, 2)`))
          .addColumn('reason', 'text', textDefault)
          .addColumn('created_at', 'bigint', text)
          .addColumn('decided_at', 'bigint')
          .execute();
        await db.schema.createIndex('withdraw_order_member').on('withdraw_order').columns(['member_id', 'created_at']).execute();
        await db.schema
          .createTable('withdraw_password')
          .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
          .addColumn('password_hash', 'text', text)
          .addColumn('updated_at', 'bigint', text)
          .execute();
        await db.schema
          .createTable('deposit_limit')
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('period', 'text', (c) => c.notNull().check(sql`period IN ('day', 'week', 'month')`))
          .addColumn('limit_fen', 'bigint')
          .addColumn('pending_fen', 'bigint')
          .addColumn('pending_at', 'bigint')
          .addPrimaryKeyConstraint('deposit_limit_pk', ['member_id', 'period'])
          .execute();
        await withId(engine, db.schema.createTable('play_exclusion'))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('timeout', 'self_exclusion')`))
          .addColumn('created_at', 'bigint', text)
          .addColumn('until_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('play_exclusion_member').on('play_exclusion').columns(['member_id', 'until_at']).execute();
        await db.schema
          .createTable('reality_check')
          .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
          .addColumn('interval_minutes', 'integer', (c) => c.notNull().check(sql`interval_minutes >= 0`))
          .execute();
      },
    },
    '0014_chat': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('chat_room')
          .addColumn('rid', 'text', (c) => c.primaryKey())
          .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('open', 'closed')`))
          .addColumn('broadcast_blocked', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', text)
          .execute();
        await withId(engine, db.schema.createTable('chat_message'))
          .addColumn('rid', 'text', text)
          .addColumn('member_id', 'integer', text)
          .addColumn('name', 'text', text)
          .addColumn('msg', 'text', text)
          .addColumn('at', 'bigint', text)
          .execute();
        await db.schema.createIndex('chat_message_room').on('chat_message').columns(['rid', 'id']).execute();
        await db.schema.createIndex('chat_message_member').on('chat_message').columns(['member_id', 'at']).execute();
        await db.schema
          .createTable('chat_mute')
          .addColumn('member_id', 'integer', (c) => c.primaryKey())
          .addColumn('until', 'bigint')
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema
          .createTable('chat_setting')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'integer', text)
          .execute();
        await db
          .insertInto('chat_room')
          .values(['lobby', 'sports'].map((rid) => ({ rid, status: 'open', broadcast_blocked: 0, created_at: 0 })))
          .execute();
      },
    },
    '0013_member_profile': {
      async up(db: AnyDb) {
        await withId(engine, db.schema.createTable('member_card'))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('bank', 'alipay', 'usdt')`))
          .addColumn('bank_code', 'text', text)
          .addColumn('bank_name', 'text', text)
          .addColumn('number', 'text', text)
          .addColumn('holder', 'text', text)
          .addColumn('network', 'text', (c) => c.check(sql`network IS NULL OR network IN ('TRC20', 'ERC20')`))
          .addColumn('alias', 'text', textDefault)
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('member_card_member').on('member_card').columns(['member_id', 'kind']).execute();
        await db.schema.createIndex('member_card_number').on('member_card').columns(['kind', 'number']).unique().execute();
      },
    },
    '0015_rewards': {
      async up(db: AnyDb) {
        // Rewards (promotions, VIP, invitations) are paid from the bonus account with a turnover requirement.
        await widenLedgerChecks(engine, db, {
          kinds: ['opening', 'transfer', 'auto_transfer', 'recycle', 'round', 'deposit', 'withdraw_lock', 'withdraw_paid', 'withdraw_return', 'reward'],
          accounts: ['center', 'locked', 'venue', 'house', 'opening', 'bonus', 'payment', 'fee'],
        });
        await withId(engine, db.schema.createTable('turnover_requirement'))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('source', 'text', text)
          .addColumn('ref', 'text', text)
          .addColumn('reward_fen', 'bigint', (c) => c.notNull().check(sql`reward_fen > 0`))
          .addColumn('required_fen', 'bigint', (c) => c.notNull().check(sql`required_fen >= 0`))
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('turnover_requirement_ref').on('turnover_requirement').columns(['member_id', 'ref']).unique().execute();
      },
    },
    '0020_bets_more': {
      async up(db: AnyDb) {
        // The feed voids some matches (D1 called off, D5 abandoned): their legs settle as refunds.
        await db.schema.alterTable('sport_result').addColumn('void_reason', 'text').execute();
        // Each cash-out quote keeps what became of it: open (offered), processing (in play: decided after the delay
        // at decide_at), accepted, rejected (with the reason).
        await db.schema
          .alterTable('bet_cash_out_quote')
          .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
          .execute();
        await db.schema.alterTable('bet_cash_out_quote').addColumn('reason', 'text', textDefault).execute();
        await db.schema.alterTable('bet_cash_out_quote').addColumn('decide_at', 'bigint').execute();
        await db.schema.createIndex('bet_cash_out_quote_state').on('bet_cash_out_quote').columns(['state', 'decide_at']).execute();
      },
    },
    '0018_member_uploads': {
      async up(db: AnyDb) {
        // Images a member uploaded (upload/uploadImage): the file lives under DATA_DIR/uploads/<name>.
        await db.schema
          .createTable('member_upload')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('mime', 'text', text)
          .addColumn('bytes', 'integer', text)
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('member_upload_member').on('member_upload').columns(['member_id', 'created_at']).execute();
      },
    },
    '0017_vip': {
      async up(db: AnyDb) {
        // VIP grades (thresholds, welfare amounts; `npm run vip -- grades|set` edits them), rebate ratios per game type,
        // the welfare claims, the points exchange's items and records. Money in fen, ratios in basis points (50 = 0.50 %).
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
    },
    '0016_promotions': {
      async up(db: AnyDb) {
        // Promotions: the activities, who joined which, and every reward claimed (once per item).
        await withId(engine, db.schema.createTable('promotion'))
          .addColumn('kind', 'text', text)
          .addColumn('title', 'text', text)
          .addColumn('summary', 'text', textDefault)
          .addColumn('category', 'text', text)
          .addColumn('rules', 'text', text)
          .addColumn('start_at', 'bigint', text)
          .addColumn('end_at', 'bigint', text)
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema
          .createTable('promotion_join')
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
          .addColumn('joined_at', 'bigint', text)
          .addPrimaryKeyConstraint('promotion_join_pk', ['member_id', 'promotion_id'])
          .execute();
        await db.schema.createIndex('promotion_join_activity').on('promotion_join').columns(['promotion_id', 'joined_at']).execute();
        await withId(engine, db.schema.createTable('promotion_claim'))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
          .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
          .addColumn('item', 'text', text)
          .addColumn('label', 'text', textDefault)
          .addColumn('reward_fen', 'bigint', (c) => c.notNull().check(sql`reward_fen >= 0`))
          .addColumn('base_fen', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('required_fen', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('promotion_claim_item').on('promotion_claim').columns(['member_id', 'promotion_id', 'item']).unique().execute();
      },
    },
    '0019_site_content': {
      async up(db: AnyDb) {
        // The home page's notice marquee and promotion banners, the members' invite codes, agent applications.
        await withId(engine, db.schema.createTable('site_notice'))
          .addColumn('title', 'text', text)
          .addColumn('content', 'text', text)
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('starts_at', 'bigint', text)
          .addColumn('ends_at', 'bigint')
          .addColumn('created_at', 'bigint', text)
          .execute();
        await withId(engine, db.schema.createTable('site_banner'))
          .addColumn('title', 'text', text)
          .addColumn('subtitle', 'text', textDefault)
          .addColumn('image', 'text', textDefault)
          .addColumn('tone', 'text', (c) => c.notNull().check(sql`tone IN ('gold', 'red', 'blue', 'green')`))
          .addColumn('link', 'text', text)
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('starts_at', 'bigint', text)
          .addColumn('ends_at', 'bigint')
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema
          .createTable('invite_code')
          .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'bigint', text)
          .execute();
        await db.schema.createIndex('member_i_code').on('member').column('i_code').execute();
        await withId(engine, db.schema.createTable('agent_application'))
          .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('member.id'))
          .addColumn('real_name', 'text', text)
          .addColumn('phone', 'text', text)
          .addColumn('contact', 'text', text)
          .addColumn('channel', 'text', text)
          .addColumn('plan', 'text', text)
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('pending')
              .check(sql`status IN ('pending', 'approved', 'rejected')`),
          )
          .addColumn('created_at', 'bigint', text)
          .execute();
      },
    },
    '0021_telemetry_runtime_errors': {
      async up(db: AnyDb) {
        // A remote version's errors while shown (kind 'runtime') are kept beside its loads and vitals.
        await widenTelemetryKinds(engine, db, ['load', 'vital', 'runtime']);
      },
    },
    '0022_bet_odds_type': {
      async up(db: AnyDb) {
        // Each bet keeps the odds type it was placed in: its accepted prices read in it wherever it is shown.
        // Bets placed before read hong kong, the default type.
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
    },
  };
}
