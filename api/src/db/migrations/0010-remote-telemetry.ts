import { sql } from 'kysely';
import { text, withId, type SiteMigration } from './schema-builders';

/** Creates remote_telemetry. */
export const remoteTelemetry: SiteMigration = {
  name: '0010_remote_telemetry',
  async up(db, engine) {
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
};
