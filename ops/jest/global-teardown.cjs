// jest's global teardown: the run's template folder (global-setup.cjs) goes with the run.
const fs = require('node:fs');

module.exports = async () => {
  const dir = process.env.SITE_TEST_TEMPLATES;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
