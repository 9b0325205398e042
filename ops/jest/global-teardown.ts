// jest's global teardown: the run's template folder (global-setup.cjs) goes with the run, and on PostgreSQL
// (TEST_DATABASE_URL) so do the run's databases: its templates and the free copies of them. A copy still in use at
// the end belongs to a test that never closed its app.
import fs from 'node:fs';
import { isPostgresUrl } from '../../api/src/db';
import { dropRunDatabases } from '../../api/src/test-postgres-copies';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SITE_TEST_TEMPLATES;
  if (!dir) return;
  const server = process.env.TEST_DATABASE_URL;
  if (isPostgresUrl(server)) await dropRunDatabases(server, dir);
  fs.rmSync(dir, { recursive: true, force: true });
}
