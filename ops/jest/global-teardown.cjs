// jest's global teardown: the run's template folder (global-setup.cjs) goes with the run, and on PostgreSQL
// (TEST_DATABASE_URL) so do the run's databases: its templates and the free copies of them (api/src/test-support.ts,
// api/src/test-postgres-copies.ts). A copy still in use at the end belongs to a test that never closed its app.
const fs = require('node:fs');
const path = require('node:path');

/** The run's PostgreSQL databases: templates are named after the run's folder, free copies are its marker files. */
async function dropRunDatabases(server, dir) {
  const pg = require(require.resolve('pg', { paths: [path.join(__dirname, '..', '..', 'api')] }));
  const run = path
    .basename(dir)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  const freeDir = path.join(dir, 'postgres-free');
  const copies = fs.existsSync(freeDir) ? fs.readdirSync(freeDir).flatMap((template) => fs.readdirSync(path.join(freeDir, template))) : [];
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const templates = (await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`site_tpl_${run}_`])).rows.map((r) => r.datname);
    for (const name of [...copies, ...templates]) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports = async () => {
  const dir = process.env.SITE_TEST_TEMPLATES;
  if (!dir) return;
  const server = process.env.TEST_DATABASE_URL;
  if (server && /^postgres(ql)?:\/\//.test(server)) await dropRunDatabases(server, dir);
  fs.rmSync(dir, { recursive: true, force: true });
};
