// npm run test:e2e -- [spec | -g title | any Playwright option]: the journeys named (all without an argument), each
// worker on a site of its own that it starts (after building what is missing), or with E2E_BASE_URL against a site
// already running. Installs Debian's chromium-headless-shell when it is missing, as npm test does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './lib.mjs';

if (!fs.existsSync(path.join(REPO, 'node_modules'))) spawnSync('npx', ['-y', 'pnpm@10', 'install', '--frozen-lockfile'], { cwd: REPO, stdio: 'inherit' });
if (!fs.existsSync('/usr/bin/chromium-headless-shell')) {
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium-headless-shell', 'fonts-wqy-zenhei']]) {
    const apt = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (apt.status !== 0) process.exit(apt.status ?? 1);
  }
}
console.log('test:e2e: Playwright only (no lint, type-check, jest or PostgreSQL: npm test runs every one)');
const res = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: path.join(REPO, 'e2e'), stdio: 'inherit' });
process.exit(res.status ?? 1);
