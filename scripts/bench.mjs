// pnpm bench [build|home-js|fresh-start|api|all]: prints figures; never a pass/fail test.
//   build       full build (shell + six remotes, cold cache) and one-remote build (mf-help)
//   home-js     JS bytes (raw and gzip) the home route loads in chromium
//   fresh-start `npm start` from a fresh clone of this repo until the site answers
//   api         signed-call throughput (member/info) on SQLite and on a throwaway PostgreSQL 15
//               cluster in one run (SKIP_POSTGRES=1: SQLite only); ends with one line of JSON
//   ledger      the ledger under 1,000 operations (100 in flight) + the crash drill, on SQLite and PostgreSQL 15
//               (scripts/bench-ledger.mjs); ends with one line of JSON. Not part of all.
//   lighthouse  Lighthouse 12 (mobile + desktop, median of 3) on the pages of PAGES in scripts/bench-lighthouse.mjs
//               (home, help, the casino and venue lists; sports and the member centre as demo02) of a freshly
//               started site; ends with one line of JSON. Not part of all.
//   sports      the sports feed at 1,000 matches / 2,000 odds updates a second into the match centre in
//               chromium, then into 200 websocket clients (scripts/bench-sports.mjs; --matches 100
//               --updates 200 for the comparison run); ends with one line of JSON. Not part of all.
//   slip        the bet slip's computations, one function per figure (scripts/bench-slip.mjs): seriesFamilies10QuoteMs
//               (every series family N串M of a 10-leg slip) and builder6QuoteMs (a 6-selection 同场串关); ends with one
//               line of JSON {"bench":"slip",…}. Not part of all.
//   tap         a tap on a price in the match centre at 390 px and 4× CPU, cold load then settled: the browser's Event
//               Timing from the touch to its paint (scripts/bench-tap.mjs); ends with one line of JSON
//               {"bench":"tap",…}. Not part of all.
//   payouts     one simulated day of mixed withdrawals through the payout policy and the operators' queue, the api's
//               clock simulated (scripts/bench-payouts.mjs): medianToPaidMs, p95ToPaidMs, autoApprovedShare and
//               counts in one line of JSON {"bench":"payouts",…}. Not part of all.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM, freePort, REPO, siteOpsQuietly, waitFor } from './lib.mjs';
import { benchLighthouse } from './bench-lighthouse.mjs';
import { benchLedger } from './bench-ledger.mjs';
import { benchSports } from './bench-sports.mjs';
import { benchSlip } from './bench-slip.mjs';
import { benchTap } from './bench-tap.mjs';
import { benchPayouts } from './bench-payouts.mjs';
import { startCluster } from './pg-cluster.mjs';

const what = process.argv[2] ?? 'all';
const secs = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

function timed(label, args, env) {
  const t0 = Date.now();
  siteOpsQuietly(env, ...args);
  const s = secs(t0);
  console.log(`${label.padEnd(34)} ${s} s`);
  return s;
}

function benchBuild() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const env = { BUILD_CACHE_DIR: path.join(tmp, 'builds'), DATA_DIR: path.join(tmp, 'data') };
  console.log('— build (cold cache, 2 cores) —');
  const shell = timed('shell build', ['build-shell'], env);
  const remotes = timed('six remotes build + deploy', ['deploy-all'], env);
  console.log(`${'full build'.padEnd(34)} ${(Number(shell) + Number(remotes)).toFixed(1)} s`);
  const oneBuild = timed('one remote (mf-help) build', ['build', 'mf-help', '--version', `bench-${Date.now()}`], env);
  const oneDeploy = timed('one remote (mf-help) deploy', ['deploy', 'mf-help', '--version', `bench2-${Date.now()}`], env);
  fs.rmSync(tmp, { recursive: true, force: true });
  const n = (x) => Number(x);
  console.log(
    JSON.stringify({
      bench: 'build',
      shellS: n(shell),
      remotesS: n(remotes),
      fullS: n(shell) + n(remotes),
      oneRemoteBuildS: n(oneBuild),
      oneRemoteDeployS: n(oneDeploy),
    }),
  );
}

async function benchHomeJs() {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const dataDir = path.join(REPO, '.data', 'bench');
  // A fresh data dir: deploy-all makes the shell in shell/dist live only when it writes the registry,
  // which it skips when every remote is already active (a shell-only change measured the old shell).
  fs.rmSync(dataDir, { recursive: true, force: true });
  siteOpsQuietly({ DATA_DIR: dataDir }, 'deploy-all');
  const api = spawn(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'api/src/main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), API_LOG: '0' },
    stdio: 'ignore',
  });
  try {
    if (!(await waitFor(`http://localhost:${port}/health`, 60000))) throw new Error('api did not start');
    const { chromium } = await import(path.join(REPO, 'e2e/node_modules/@playwright/test/index.mjs'));
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const page = await browser.newPage();
    // Two kinds of script: the home route's own (the shell) and the remote entries the shell's idle
    // preload warms for the links on the page (under /cdn/, fetched once the browser is idle). The
    // budget is the first; the second is reported apart, with how many remote scripts started
    // before the page's load event (should be 0: nothing of a remote before its route).
    const bodies = [];
    let loadedAt = Infinity;
    page.on('load', () => (loadedAt = Date.now()));
    page.on('request', (req) => {
      if (req.resourceType() === 'script') req.startedAt = Date.now();
    });
    // A remote entry warmed by the idle preload is a prefetch (not run, not a 'script' request): counted too.
    const isScript = (req) => req.resourceType() === 'script' || /\/cdn\/[^?]+\.js(\?|$)/.test(req.url());
    page.on('request', (req) => {
      if (isScript(req)) req.startedAt ??= Date.now();
    });
    page.on('response', async (res) => {
      if (isScript(res.request()))
        bodies.push(
          res
            .body()
            .then((b) => ({ url: res.url(), b, startedAt: res.request().startedAt ?? Date.now() }))
            .catch(() => null),
        );
    });
    await page.goto(`http://localhost:${port}/home`, { waitUntil: 'networkidle' });
    // The floating chat mounts a few seconds after the load event (shell ChatFloat): its scripts are
    // the home route's too, so the count waits for its launcher and for the requests it started.
    await page.getByTestId('chat-launcher').waitFor({ timeout: 30000 });
    await page.waitForTimeout(1500);
    const files = (await Promise.all(bodies)).filter(Boolean);
    // The shell's own files are served from its immutable folder /cdn/shell/<version>/ too: they are
    // the home route's, not a remote's.
    const isRemote = (f) => {
      const p = new URL(f.url).pathname;
      return p.startsWith('/cdn/') && !p.startsWith('/cdn/shell/');
    };
    const sum = (list) => ({
      raw: list.reduce((n, f) => n + f.b.length, 0),
      gz: list.reduce((n, f) => n + zlib.gzipSync(f.b, { level: 9 }).length, 0),
    });
    const home = sum(files.filter((f) => !isRemote(f)));
    // Shell chunks first asked for after the load event (what the idle-mounted floating chat needs
    // from the shell: the shared rxjs, the parcel mount), part of the figure above.
    const homeAfterLoad = sum(files.filter((f) => !isRemote(f) && f.startedAt >= loadedAt));
    const preload = sum(files.filter(isRemote));
    const remoteBeforeLoad = files.filter((f) => isRemote(f) && f.startedAt < loadedAt).length;
    const kb = (n) => Number((n / 1024).toFixed(1));
    console.log('— home route JavaScript —');
    if (process.env.BENCH_VERBOSE)
      for (const f of files)
        console.log(
          `  ${f.url.replace(/^https?:\/\/[^/]+/, '').padEnd(40)} ${(zlib.gzipSync(f.b, { level: 9 }).length / 1024).toFixed(1)} KB${f.startedAt >= loadedAt ? '  (after load)' : ''}`,
        );
    console.log(`${'scripts loaded'.padEnd(34)} ${files.length} (${files.filter(isRemote).length} remote preloads)`);
    console.log(`${'home JS (raw)'.padEnd(34)} ${kb(home.raw)} KB`);
    console.log(`${'home JS (gzip -9)'.padEnd(34)} ${kb(home.gz)} KB   (budget 170 KB)`);
    console.log(`${'  of it before the load event'.padEnd(34)} ${kb(home.gz - homeAfterLoad.gz)} KB   (what the first page runs on)`);
    console.log(`${'  of it asked for after load'.padEnd(34)} ${kb(homeAfterLoad.gz)} KB   (web-vitals, and whatever else a guest's home asks for later)`);
    console.log(`${'idle remote preloads (gzip -9)'.padEnd(34)} ${kb(preload.gz)} KB, ${remoteBeforeLoad} started before load`);
    console.log(
      JSON.stringify({
        bench: 'home-js',
        scripts: files.length,
        rawKB: kb(home.raw),
        gzipKB: kb(home.gz),
        beforeLoadGzipKB: kb(home.gz - homeAfterLoad.gz),
        afterLoadGzipKB: kb(homeAfterLoad.gz),
        budgetKB: 170,
        preloadGzipKB: kb(preload.gz),
        remoteScriptsBeforeLoad: remoteBeforeLoad,
      }),
    );
    await browser.close();
  } finally {
    api.kill();
  }
}

async function benchFreshStart() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-clone-'));
  execFileSync('git', ['clone', '-q', REPO, tmp]);
  const port = await freePort();
  const t0 = Date.now();
  const child = spawn('npm', ['start'], { cwd: tmp, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  const ok = await waitFor(`http://localhost:${port}/health`, 15 * 60 * 1000);
  console.log('— npm start from a fresh clone —');
  console.log(`${'clone → site answering'.padEnd(34)} ${ok ? `${secs(t0)} s` : 'did not start'}`);
  console.log(JSON.stringify({ bench: 'fresh-start', started: ok, seconds: ok ? Number(secs(t0)) : null }));
  process.kill(-child.pid, 'SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
}

async function benchApi() {
  const driver = [path.join(REPO, 'node_modules/.bin/tsx'), path.join(REPO, 'api/src/bench/signed-calls.ts')];
  const run = (env) => execFileSync(driver[0], driver.slice(1), { cwd: REPO, stdio: 'inherit', env: { ...process.env, ...env } });
  if (process.env.SKIP_POSTGRES === '1') {
    console.log('SKIP_POSTGRES=1: the api bench runs on SQLite only');
    run({});
    return;
  }
  const cluster = await startCluster({ label: 'site-bench-pg' });
  try {
    run({ BENCH_DATABASE_URL: cluster.createDatabase('site_bench') });
  } finally {
    cluster.stop();
  }
}

if (what === 'build' || what === 'all') benchBuild();
if (what === 'home-js' || what === 'all') await benchHomeJs();
if (what === 'fresh-start' || what === 'all') await benchFreshStart();
if (what === 'api' || what === 'all') await benchApi();
if (what === 'lighthouse') await benchLighthouse();
if (what === 'ledger') await benchLedger();
if (what === 'sports') await benchSports(process.argv.slice(3));
if (what === 'slip') benchSlip();
if (what === 'tap') await benchTap();
if (what === 'payouts') benchPayouts();
