import { sql } from 'kysely';
import { text, withId, type SiteMigration } from './schema-builders';

/** Creates verify_code, dev_outbox, reset_ticket, captcha, login_failure, login_lock, idempotency_key. */
export const codesCaptchasGuardsIdempotency: SiteMigration = {
  name: '0003_codes_captchas_guards_idempotency',
  async up(db, engine) {
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
};
