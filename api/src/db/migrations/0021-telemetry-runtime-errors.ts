import { type SiteMigration } from './schema-builders';
import { widenTelemetryKinds } from './widen-checks';

/** A remote version's errors while shown (kind 'runtime') are kept beside its loads and vitals. */
export const telemetryRuntimeErrors: SiteMigration = {
  name: '0021_telemetry_runtime_errors',
  async up(db, engine) {
    await widenTelemetryKinds(engine, db, ['load', 'vital', 'runtime']);
  },
};
