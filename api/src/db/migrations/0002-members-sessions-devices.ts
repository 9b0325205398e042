import { sql } from 'kysely';
import { text, textDefault, withId, type SiteMigration } from './schema-builders';

/** Creates member, member_device, device_challenge, session. */
export const membersSessionsDevices: SiteMigration = {
  name: '0002_members_sessions_devices',
  async up(db, engine) {
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
};
