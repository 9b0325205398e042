// jest's global setup: one folder for this run's template databases (api/src/test-support.ts runTemplate), so every
// test file of every worker starts its apps from the same migrated, seeded template instead of making its own.
// RAM-backed where the machine has it; global-teardown.ts removes it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async () => {
  const scratch = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  process.env.SITE_TEST_TEMPLATES = fs.mkdtempSync(path.join(scratch, 'site-test-templates-'));
};
