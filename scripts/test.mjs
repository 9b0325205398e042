// npm test: everything CI runs. The plan, for two cores (each lane is CPU-bound, so what runs side by side is chosen
// for the idle it fills):
//   1. install; missing system packages (chromium, redis-server for the live hub's cross-instance test, PostgreSQL 15
//      for its throwaway cluster) with apt-get, timed apart;
//   2. lint, type-check and the builds (shell, then every remote into the e2e data folder) side by side;
//   3. the Playwright journeys in Debian's chromium, and beside them on the core the journeys leave idle (one
//      chromium, its api and the test runner use about one core of two): jest on SQLite, then the api suites that
//      open a database on PostgreSQL 15, one jest worker each, then one auth journey on PostgreSQL and a share of the
//      journey files (LATE_JOURNEYS) on a site of their own; their output in .data/test-reports/*.log.
// SKIP_POSTGRES=1 skips the PostgreSQL runs (and says so). At its end it prints each step's time and the slowest
// jest files and Playwright tests (scripts/test-report.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO, siteOps } from './lib.mjs';
import { ensurePostgres, startCluster } from './pg-cluster.mjs';
import { printReport, REPORTS } from './test-report.mjs';

const t0 = Date.now();
const skipPostgres = process.env.SKIP_POSTGRES === '1';
/** Jest's workers beside the journeys: the one core they leave (JEST_WORKERS on a larger machine). */
const JEST_WORKERS = process.env.JEST_WORKERS ?? '1';
const E2E_DATA = path.join(REPO, '.data', 'e2e');
const steps = [];

/** The last lines of a step's log, shown when it failed. */
const TAIL_LINES = 120;

/**
 * Runs one command to the end; resolves with its exit code and time. With `log` its output goes to that file (a step
 * beside another one), and its last lines are shown when it fails. With `limitSecs` a command still running then is
 * stopped and counts as failed (a failsafe for a run that hangs, not a speed check).
 */
function run(title, cmd, args, opts = {}) {
  const s0 = Date.now();
  console.log(`\n▶ ${title}: ${[cmd, ...args].join(' ')}${opts.log ? `  (output: ${path.relative(REPO, opts.log)})` : ''}`);
  const out = opts.log ? fs.openSync(opts.log, 'w') : undefined;
  return new Promise((resolve) => {
    const stdio = out === undefined ? 'inherit' : ['ignore', out, out];
    const child = spawn(cmd, args, { stdio, cwd: REPO, ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
    const limit =
      opts.limitSecs &&
      setTimeout(() => {
        console.error(`✖ ${title} still running after ${opts.limitSecs} s: stopped (a test that never ends? the end of its output says where)`);
        child.kill('SIGKILL');
      }, opts.limitSecs * 1000);
    const done = (code) => {
      clearTimeout(limit);
      const secs = (Date.now() - s0) / 1000;
      steps.push({ title, secs, note: opts.note });
      if (out !== undefined) fs.closeSync(out);
      if (code === 0) console.log(`✔ ${title} (${secs.toFixed(1)} s)`);
      else {
        if (opts.log) console.error(fs.readFileSync(opts.log, 'utf8').split('\n').slice(-TAIL_LINES).join('\n'));
        console.error(`✖ ${title} failed (exit ${code}) after ${secs.toFixed(1)} s`);
      }
      resolve(code);
    };
    child.on('error', (e) => {
      console.error(e.message);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? signal));
  });
}

/** Ends the run when a step failed, with the times so far. */
function check(codes) {
  if ([codes].flat().every((c) => c === 0)) return;
  printReport(steps, (Date.now() - t0) / 1000);
  process.exit(1);
}

const aptInstall = async (packages) => {
  check(await run('apt-get update', 'apt-get', ['update'], { note: 'system packages, once per machine' }));
  check(
    await run(`install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      note: 'system packages, once per machine',
    }),
  );
};

fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

check(await run('install', 'npx', ['-y', 'pnpm@10', 'install', ...(fs.existsSync(path.join(REPO, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [])]));
// The journeys run in Debian's headless shell of chromium (the headless build without the full browser's GPU
// process: about a third less CPU per journey here); the benchmarks use the full chromium.
if (!fs.existsSync('/usr/bin/chromium-headless-shell')) await aptInstall(['chromium-headless-shell', 'fonts-wqy-zenhei']);
// The live hub's cross-instance test (api/src/live/live-redis.test.ts) starts its own redis-server.
if (!['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((p) => fs.existsSync(p))) await aptInstall(['redis-server']);
if (!skipPostgres) ensurePostgres();

const BESIDE = 'beside the journeys';
const TOGETHER = 'lint, type-check and builds side by side';
const JEST_LIMIT_SECS = 900;
/**
 * jest, started directly (so the failsafe below stops jest itself). Its node project's runner keeps no time per test
 * (jest.config.cjs): a jest run past JEST_LIMIT_SECS (several times its length here) is stopped instead.
 */
const jest = (title, report, { env, more = [] } = {}) =>
  run(
    title,
    process.execPath,
    [path.join(REPO, 'node_modules/jest/bin/jest.js'), '--ci', `--maxWorkers=${JEST_WORKERS}`, '--json', `--outputFile=${path.join(REPORTS, report)}`, ...more],
    { env, log: path.join(REPORTS, report.replace(/\.json$/, '.log')), note: BESIDE, limitSecs: JEST_LIMIT_SECS },
  );

// Lint (eslint, prettier --check, dependency rules), the type-check and the builds side by side: each names its own
// problems. The builds go into the e2e data folder: a developer's own site (.data) is never touched by a test run.
const builds = async () => {
  const shell = await run('build shell', process.execPath, siteOps('build-shell'), { env: { DATA_DIR: E2E_DATA }, note: TOGETHER });
  if (shell !== 0) return shell;
  return run('build + deploy remotes (e2e data folder)', process.execPath, siteOps('deploy-all'), { env: { DATA_DIR: E2E_DATA }, note: TOGETHER });
};
check(
  await Promise.all([
    run('lint', process.execPath, ['scripts/lint.mjs'], { note: TOGETHER }),
    run('type-check', 'npx', ['tsc', '-p', 'tsconfig.json'], { note: TOGETHER }),
    builds(),
  ]),
);

/**
 * The journey files the second lane plays once its jest work is done (about 380 s on two cores): the lanes end
 * together when these take about as long as the journeys' own run of every other file (the ops journeys stay there,
 * on their own site, one after another). Which files only moves time between the lanes: each plays on a site of its
 * own either way; the slowest-tests list at the end of npm test is what to balance them by.
 */
const LATE_JOURNEYS = [
  'tests/sports.spec.ts',
  'tests/wallet.spec.ts',
  'tests/activity.spec.ts',
  'tests/member-funds.spec.ts',
  'tests/phone.spec.ts',
  'tests/member-profile.spec.ts',
  'tests/help.spec.ts',
];
const E2E_TESTS = path.join(REPO, 'e2e', 'tests');
const EARLY_JOURNEYS = fs
  .readdirSync(E2E_TESTS)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => `tests/${f}`)
  .filter((f) => !LATE_JOURNEYS.includes(f));

/**
 * A Playwright run of the second lane, on a site of its own (its port, data folder and results folder: a run empties
 * its results folder as it starts) with the builds of the e2e data folder, so nothing is built again.
 */
const besideRun = (title, args, { name, port, env = {} }) =>
  run(title, 'npx', ['playwright', 'test', ...args], {
    cwd: path.join(REPO, 'e2e'),
    env: {
      E2E_PORT: port,
      E2E_DATA_ROOT: path.join(REPO, '.data', `e2e-${name}`),
      E2E_RESULTS_DIR: path.join(REPO, '.data', `e2e-${name}-results`),
      BUILD_CACHE_DIR: path.join(E2E_DATA, 'builds'),
      PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(REPORTS, `playwright-${name}.json`),
      ...env,
    },
    log: path.join(REPORTS, `playwright-${name}.log`),
    note: BESIDE,
  });

/**
 * The api suites the PostgreSQL run takes: those that open a database. A test reaches the database server only through
 * api/src/test-support.ts (the one reader of TEST_DATABASE_URL); a suite that never imports it (a pricing rule, the
 * cipher, a clock) runs the same on either engine, in the SQLite run.
 */
const API_SRC = path.join(REPO, 'api', 'src');
const DATABASE_SUITES = fs
  .readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && fs.readFileSync(path.join(API_SRC, f), 'utf8').includes('test-support'))
  .map((f) => path.join('api', 'src', f));

/**
 * The lane beside the journeys: jest on SQLite, then (unless skipped) the api suites that open a database on
 * PostgreSQL in `cluster` and one auth journey against a PostgreSQL-backed site, then the late journey files.
 */
async function besideLane(cluster) {
  const sqlite = await jest('jest (SQLite)', 'jest-sqlite.json');
  if (sqlite !== 0) return sqlite;
  if (cluster) {
    const postgres = await jest('jest (api on PostgreSQL 15)', 'jest-postgres.json', {
      env: { TEST_DATABASE_URL: cluster.url },
      more: ['--runTestsByPath', ...DATABASE_SUITES],
    });
    if (postgres !== 0) return postgres;
    const journey = await besideRun('playwright auth journey on PostgreSQL', ['tests/auth.spec.ts', '-g', 'register → 注册成功'], {
      name: 'pg',
      port: process.env.E2E_PG_PORT ?? '8191',
      env: { DATABASE_URL: cluster.createDatabase('site_e2e') },
    });
    if (journey !== 0) return journey;
  }
  return besideRun('playwright (late journey files)', LATE_JOURNEYS, { name: 'late', port: process.env.E2E_LATE_PORT ?? '8192' });
}

const playwright = () =>
  run('playwright', 'npx', ['playwright', 'test', ...EARLY_JOURNEYS], {
    cwd: path.join(REPO, 'e2e'),
    env: { E2E_DATA_ROOT: E2E_DATA, PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(REPORTS, 'playwright.json') },
  });

if (skipPostgres) {
  check(await Promise.all([playwright(), besideLane(undefined)]));
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
  let codes;
  try {
    console.log(`✔ PostgreSQL listening on 127.0.0.1:${cluster.port}`);
    codes = await Promise.all([playwright(), besideLane(cluster)]);
  } finally {
    cluster.stop();
    console.log('✔ PostgreSQL stopped');
  }
  check(codes);
}
const total = (Date.now() - t0) / 1000;
printReport(steps, total);
console.log(`\nall tests passed in ${total.toFixed(1)} s`);
