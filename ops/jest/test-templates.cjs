// jest's global setup and teardown: one folder for this run's template databases (api/src/test-support.ts), so every
// test file of every worker starts its apps from the same migrated, seeded template instead of making its own.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const scratch = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

module.exports.setup = async () => {
  process.env.SITE_TEST_TEMPLATES = fs.mkdtempSync(path.join(scratch, 'site-test-templates-'));
};

module.exports.teardown = async () => {
  const dir = process.env.SITE_TEST_TEMPLATES;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
