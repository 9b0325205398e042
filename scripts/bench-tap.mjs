// npm run bench -- tap: how soon a tap on a price paints in the match centre on a slow phone. Builds the shell and
// deploys every remote into a throwaway data folder, starts its own api on a free loopback port (the feed running as
// it does for players), logs demo02 in, then for each run: a cold load of /game/sport/crty at 390 px with the CPU
// slowed down BENCH_TAP_CPU times (4 unless set, Lighthouse's mobile factor), a tap on the first open price as soon
// as it shows (the first tap, while the page may still be evaluating what comes after it), then, once the page has
// been quiet a while, a tap on another price (a settled tap). What a tap costs is the browser's own Event Timing
// entry for it: from the touch to the next paint after its handlers ran (INP's measure), the longest entry of the
// interaction. Median of BENCH_TAP_RUNS runs (5). Prints figures, never a pass/fail; the last line is JSON.
/* global window */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, freePort, logInThroughDialog, REPO, siteOpsQuietly, waitFor } from './lib.mjs';

const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_TAP_CPU ?? 4);
const PHONE = { width: 390, height: 844 };
/** An open price of the board (a suspended one has no data-hk). */
const PRICE = '[data-testid="match-list"] button[data-testid^="odds-"][data-hk]';
/** The settled tap comes once the page has had no request open this long (or after SETTLE_MAX_MS). */
const QUIET_MS = 1500;
const SETTLE_MAX_MS = 20_000;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Installed before the page's own scripts: every Event Timing entry of a tap, kept on window. */
function watchTaps() {
  window.__taps = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__taps.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** The longest Event Timing entry of the taps after `after` entries (the interaction's paint time), or null. */
async function tapCost(page, after) {
  // The entry is reported after the paint it measures: give the observer a moment (bounded) to hear of it.
  for (let i = 0; i < 50; i++) {
    const entries = await page.evaluate((n) => window.__taps.slice(n), after);
    if (entries.length > 0) return { ms: Math.max(...entries.map((e) => e.duration)), seen: entries.length };
    await page.waitForTimeout(100);
  }
  return null;
}

/** Waits until no request has been open for QUIET_MS (bounded by SETTLE_MAX_MS). */
async function settle(page) {
  let open = 0;
  let last = Date.now();
  const onStart = () => {
    open++;
    last = Date.now();
  };
  const onEnd = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const until = Date.now() + SETTLE_MAX_MS;
  while (Date.now() < until && (open > 0 || Date.now() - last < QUIET_MS)) await page.waitForTimeout(100);
  page.off('request', onStart);
  page.off('requestfinished', onEnd);
  page.off('requestfailed', onEnd);
}

async function oneRun(context, base) {
  const page = await context.newPage();
  try {
    await page.setViewportSize(PHONE);
    await page.addInitScript(watchTaps);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(`${base}/game/sport/crty`, { waitUntil: 'commit' });
    const first = page.locator(PRICE).first();
    await first.waitFor({ state: 'visible', timeout: 60_000 });
    const boardMs = Date.now() - started;
    let before = await page.evaluate(() => window.__taps.length);
    await first.tap();
    await page.locator(`${PRICE}[aria-pressed="true"]`).first().waitFor({ timeout: 30_000 });
    const firstTap = await tapCost(page, before);
    await settle(page);
    // Another match's price: a second pick of the slip.
    const secondId = await page.locator(`${PRICE}[aria-pressed="false"]`).nth(3).getAttribute('data-testid');
    const second = page.locator(`button[data-testid="${secondId}"]`).first();
    before = await page.evaluate(() => window.__taps.length);
    await second.tap();
    await page.locator(`button[data-testid="${secondId}"][aria-pressed="true"]`).first().waitFor({ timeout: 30_000 });
    const settledTap = await tapCost(page, before);
    // The slip is kept in storage: emptied, so the next run's first tap is a first pick again.
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) if (/slip/i.test(key)) window.localStorage.removeItem(key);
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (!firstTap || !settledTap) throw new Error('the browser reported no Event Timing entry for a tap');
    return { boardMs, firstTapMs: firstTap.ms, settledTapMs: settledTap.ms };
  } finally {
    await page.close();
  }
}

export async function benchTap() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: set CHROMIUM_PATH`);
  const { chromium } = await import(path.join(REPO, 'e2e/node_modules/@playwright/test/index.mjs'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tap-'));
  const env = { ...process.env, DATA_DIR: path.join(tmp, 'data'), BUILD_CACHE_DIR: path.join(tmp, 'builds') };
  let api;
  let browser;
  try {
    console.log('— tap: building the shell and deploying every remote into a throwaway data folder —');
    siteOpsQuietly(env, 'build-shell');
    siteOpsQuietly(env, 'deploy-all');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = spawn(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'api/src/main.ts')], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', API_LOG: '0', SEED_DEMO: '1' },
      stdio: 'ignore',
    });
    if (!(await waitFor(`${base}/health`, 60_000))) throw new Error('the api did not start');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, hasTouch: true });
    const login = await context.newPage();
    if (!(await logInThroughDialog(login, base))) throw new Error('demo02 could not log in: is the demo data seeded?');
    await login.close();
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await oneRun(context, base);
      console.log(`  run ${i + 1}: board ${run.boardMs} ms, first tap ${run.firstTapMs} ms, settled tap ${run.settledTapMs} ms`);
      runs.push(run);
    }
    const figures = {
      bench: 'tap',
      cpuSlowdown: CPU_SLOWDOWN,
      runs: RUNS,
      boardVisibleMs: median(runs.map((r) => r.boardMs)),
      firstTapPaintMs: median(runs.map((r) => r.firstTapMs)),
      settledTapPaintMs: median(runs.map((r) => r.settledTapMs)),
      worstTapPaintMs: Math.max(...runs.flatMap((r) => [r.firstTapMs, r.settledTapMs])),
    };
    console.log(`— tap at ${CPU_SLOWDOWN}× CPU, 390 px, median of ${RUNS}, load average ${os.loadavg()[0].toFixed(2)} —`);
    console.log(`board's first price shown      ${figures.boardVisibleMs} ms after the navigation`);
    console.log(`first tap → paint              ${figures.firstTapPaintMs} ms`);
    console.log(`settled tap → paint            ${figures.settledTapPaintMs} ms`);
    console.log(`worst tap of every run         ${figures.worstTapPaintMs} ms`);
    console.log(JSON.stringify(figures));
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    if (api) {
      api.kill('SIGTERM');
      await new Promise((r) => (api.exitCode === null ? api.once('exit', r) : r()));
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
