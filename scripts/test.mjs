// npm test: install, type-check, jest, the api suites again on PostgreSQL 15, build, Playwright in
// Debian's chromium (installed here with apt-get when /usr/bin/chromium is missing; redis-server
// likewise, for the live hub's cross-instance test), and one auth
// journey against a PostgreSQL-backed server.
// SKIP_POSTGRES=1 skips the PostgreSQL runs (and says so); otherwise PostgreSQL 15 is installed
// with apt-get when missing and a throwaway cluster runs on a free loopback port for the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { install, REPO, siteOps, step } from './lib.mjs';
import { startCluster } from './pg-cluster.mjs';

const t0 = Date.now();
const skipPostgres = process.env.SKIP_POSTGRES === '1';
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
step('jest (api on SQLite)', 'npx', ['jest', '--ci']);
step('build shell', process.execPath, siteOps('build-shell'));
step('build + deploy remotes (e2e data dir)', process.execPath, siteOps('deploy-all'), { env: { DATA_DIR: path.join(REPO, '.data', 'e2e') } });
step('playwright', 'npx', ['playwright', 'test'], { cwd: path.join(REPO, 'e2e'), env: { CI: process.env.CI ?? '1' } });

/** A step that reports instead of exiting, so the cluster is always stopped. */
function attempt(title, cmd, args, opts = {}) {
  const s0 = Date.now();
  console.log(`\n▶ ${title}: ${[cmd, ...args].join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: REPO, ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
  const secs = ((Date.now() - s0) / 1000).toFixed(1);
  if (res.status === 0) console.log(`✔ ${title} (${secs} s)`);
  else console.error(`✖ ${title} failed (exit ${res.status ?? res.signal}) after ${secs} s`);
  return res.status === 0;
}

if (skipPostgres) {
  console.log('\n⚠ SKIP_POSTGRES=1: the api suites and the auth journey did NOT run on PostgreSQL');
} else {
  console.log('\n▶ PostgreSQL 15: a throwaway cluster for this run');
  const cluster = await startCluster({ label: 'site-test-pg' });
  const stopOnSignal = () => {
    cluster.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  let passed;
  try {
    console.log(`✔ PostgreSQL listening on 127.0.0.1:${cluster.port}`);
    passed =
      attempt('jest (api on PostgreSQL 15)', 'npx', ['jest', '--ci', 'api/'], { env: { TEST_DATABASE_URL: cluster.url } }) &&
      attempt('playwright auth journey on PostgreSQL', 'npx', ['playwright', 'test', 'tests/auth.spec.ts', '-g', 'register → 注册成功'], {
        cwd: path.join(REPO, 'e2e'),
        env: {
          CI: '1',
          DATABASE_URL: cluster.createDatabase('site_e2e'),
          E2E_PORT: process.env.E2E_PG_PORT ?? '8092',
          DATA_DIR: path.join(REPO, '.data', 'e2e-pg'),
        },
      });
  } finally {
    cluster.stop();
    console.log('✔ PostgreSQL stopped');
  }
  if (!passed) process.exit(1);
}
console.log(`\nall tests passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
