// npm test: install, type-check, jest, build, Playwright in Debian's chromium (installed here
// with apt-get when /usr/bin/chromium is missing; redis-server likewise, for the live hub's test).
import fs from 'node:fs';
import path from 'node:path';
import { install, REPO, siteOps, step } from './lib.mjs';

const t0 = Date.now();
install();
// Lint first (eslint, prettier --check, dependency rules): quick, and it names every kind of problem.
step('lint', process.execPath, ['scripts/lint.mjs']);
if (!fs.existsSync('/usr/bin/chromium')) {
  step('apt-get update', 'apt-get', ['update']);
  step('install chromium', 'apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-wqy-zenhei']);
}
// The live hub's cross-instance test (api/src/live/live-redis.test.ts) starts its own redis-server.
if (!['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((p) => fs.existsSync(p))) {
  step('apt-get update', 'apt-get', ['update']);
  step('install redis-server', 'apt-get', ['install', '-y', '--no-install-recommends', 'redis-server']);
}
step('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('jest', 'npx', ['jest', '--ci']);
step('build shell', process.execPath, siteOps('build-shell'));
step('build + deploy remotes (e2e data dir)', process.execPath, siteOps('deploy-all'), { env: { DATA_DIR: path.join(REPO, '.data', 'e2e') } });
step('playwright', 'npx', ['playwright', 'test'], { cwd: path.join(REPO, 'e2e'), env: { CI: process.env.CI ?? '1' } });
console.log(`\nall tests passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
