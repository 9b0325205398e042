// npm run bench -- sports [--matches 1000] [--updates 2000] [--seconds 30] [--clients 200]
// The sports venue under load, its speed measured. Builds the shell and deploys
// every remote into a throwaway data folder (as the lighthouse bench does), starts its own api on a free
// loopback port with the feed at SPORT_MATCHES / SPORT_UPDATES_PER_SEC (fixed SPORT_SEED), then:
//   1. the page: demo02 logs in in headless chromium and enters /game/sport/crty (every sport in play:
//      ?sport=ALL&show=RB, BENCH_SPORT_VIEW to change); for --seconds it records
//      frame times (requestAnimationFrame deltas), long tasks over 50 ms (PerformanceObserver), the DOM
//      node count each second, the JS heap at start (once the page has settled) and end (after a GC, CDP), the sports batches the page
//      receives and the api process's CPU; the last third of the run is a bounded idle scroll of the list
//      (its long tasks are also counted apart);
//   2. the sockets: --clients websocket clients on loopback subscribe to every board through the live
//      protocol (api/src/bench/sports-clients.ts) for --seconds; the p99 of receive time − the batch's
//      `at`, the feed's real output per second and the api's CPU over that window.
// The two run one after the other so neither one's load blurs the other's figures on a small machine.
// Options may also come from the environment: BENCH_SPORT_MATCHES, BENCH_SPORT_UPDATES,
// BENCH_SPORT_SECONDS, BENCH_SPORT_CLIENTS. To find out why: BENCH_SPORT_PROFILE=<file> (the page's CPU
// profile, top self time) or BENCH_SPORT_TRACE=<file> (a chromium trace, main thread time by event); both
// cost frames. BENCH_SPORT_KEEP_SHELL=1 reuses a built shell. The machine's load average is printed: on a
// shared machine it blurs every figure. Prints figures, never a pass/fail; stops with exit 1 and a
// message when the page never shows a match or no batch arrives. The last line is JSON.
/* global document, window, requestAnimationFrame */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSecondsOf } from '../api/src/bench/process-cpu.mjs';
import { CHROMIUM, DEMO_MEMBER, freePort, logInThroughDialog, REPO, siteOpsQuietly, waitFor } from './lib.mjs';

const SEED = process.env.SPORT_SEED ?? '12';
/** The member the sports journeys use (spec: "demo02 enters the sports venue"). */
const MEMBER = DEMO_MEMBER;
const VIEWPORT = { width: 1440, height: 900 };
/** A match row of the match centre's virtualized list (mf-sports match-centre/MatchList, MatchRow). */
const MATCH_ROW = process.env.BENCH_SPORT_ROW ?? '[data-testid="match-list"] [data-testid^="match-"]';
/**
 * What the match centre shows (its route query): every sport in play, the board the feed changes most,
 * so the most of the feed's updates reach the page. BENCH_SPORT_VIEW='' enters the page's default view.
 */
const VIEW = process.env.BENCH_SPORT_VIEW ?? 'sport=ALL&show=RB';
const SHOW_MATCHES_MS = 60_000;
/**
 * Before the measuring starts, the page settles: the side panels (bet slip, chat room: another remote) have
 * mounted, no request has been open for 500 ms, and the feed has run WARM_UP_MS more, so the code the feed
 * runs is compiled and the page's caches are full. The heap "at start" is taken then: growth from there is
 * what the feed leaves behind, not the page still loading (the heap at the first row is printed too).
 */
const WARM_UP_MS = 5000;
const SETTLED_MS = 30_000;
/** The idle scroll: one wheel step (px) every SCROLL_STEP_MS, down then back up. */
const SCROLL_STEP_PX = 120;
const SCROLL_STEP_MS = 100;
/** BENCH_SPORT_PROFILE=<file>: a CPU profile of the page over the watch phase (open it in DevTools); it costs frames. */
const PROFILE = process.env.BENCH_SPORT_PROFILE ?? '';
/** BENCH_SPORT_TRACE=<file>: a chromium trace of the whole run and the main thread's time by event (it costs frames). */
const TRACE = process.env.BENCH_SPORT_TRACE ?? '';

class BenchFailure extends Error {}

function optionsOf(argv) {
  const flag = (name, envName, fallback) => {
    const i = argv.indexOf(`--${name}`);
    const raw = i >= 0 ? argv[i + 1] : process.env[envName];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new BenchFailure(`--${name} must be a positive whole number, got '${raw}'`);
    return n;
  };
  return {
    matches: flag('matches', 'BENCH_SPORT_MATCHES', 1000),
    updates: flag('updates', 'BENCH_SPORT_UPDATES', 2000),
    seconds: flag('seconds', 'BENCH_SPORT_SECONDS', 30),
    clients: flag('clients', 'BENCH_SPORT_CLIENTS', 200),
  };
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const round = (x, digits = 1) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
const mb = (bytes) => round(bytes / 1024 / 1024, 1);

/**
 * Installed in the page before the heap at start is taken (its buffers are the harness's, not the page's):
 * rAF deltas into a preallocated array, long tasks over 50 ms, scroll events. startProbe starts recording.
 */
function installProbe(capacity) {
  const probe = {
    times: new Float64Array(capacity),
    deltas: new Float64Array(capacity),
    n: 0,
    longTasks: [],
    scrolls: 0,
    scrollFrom: Infinity,
    running: false,
    t0: 0,
  };
  window.__sportsBench = probe;
  probe.observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, ms: e.duration });
  });
  probe.observer.observe({ type: 'longtask' });
  document.addEventListener('scroll', () => probe.scrolls++, { capture: true, passive: true });
}

function startProbe() {
  const probe = window.__sportsBench;
  probe.running = true;
  probe.t0 = performance.now();
  let last = 0;
  const tick = (t) => {
    if (!probe.running) return;
    if (last && probe.n < probe.times.length) {
      probe.times[probe.n] = t;
      probe.deltas[probe.n++] = t - last;
    }
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

function markScroll() {
  window.__sportsBench.scrollFrom = performance.now();
}

function stopProbe() {
  const probe = window.__sportsBench;
  probe.running = false;
  probe.observer.takeRecords().forEach((e) => probe.longTasks.push({ start: e.startTime, ms: e.duration }));
  probe.observer.disconnect();
  const frames = Array.from({ length: probe.n }, (_, i) => ({ t: probe.times[i], dt: probe.deltas[i] }));
  return { frames, t0: probe.t0, longTasks: probe.longTasks.filter((l) => l.start >= probe.t0), scrolls: probe.scrolls, scrollFrom: probe.scrollFrom };
}

const domNodes = () => document.getElementsByTagName('*').length;

/** Where the page's main thread spent its time: the functions with the most self time in a CDP profile. */
function topSelfTime(profile, n = 12) {
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length);
  const total = profile.samples.length;
  const byName = new Map();
  for (const node of profile.nodes) {
    if (!node.hitCount) continue;
    const f = node.callFrame;
    const where = f.url ? `${f.url.replace(/^https?:\/\/[^/]+/, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}` : '';
    const name = `${f.functionName || '(anonymous)'} ${where}`.trim();
    byName.set(name, (byName.get(name) ?? 0) + node.hitCount);
  }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}% ${((hits * interval) / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

/** The renderer main thread's busiest trace events (total duration of each name: nested events overlap). */
function topTraceEvents(file, n = 12) {
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const main = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byName = new Map();
  for (const e of traceEvents) if (e.ph === 'X' && e.dur && main.has(`${e.pid}:${e.tid}`)) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}

/** JS heap in use after a full GC (CDP), in bytes. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
}

async function logIn(page, base) {
  if (!(await logInThroughDialog(page, base)))
    throw new BenchFailure(`${MEMBER.name} could not log in (the header never showed the name): is the demo data seeded?`);
}

/** Phase 1: the match centre in headless chromium. */
async function measurePage(base, apiPid, opts) {
  const { chromium } = await import(path.join(REPO, 'e2e/node_modules/@playwright/test/index.mjs'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
    const page = await context.newPage();
    await logIn(page, base);

    // The sports batches the page receives (what it subscribed to), counted off its websocket.
    const received = { counting: false, batches: 0, deltas: 0, odds: 0, ticks: new Set() };
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (!received.counting) return;
        const text = String(payload);
        if (!text.includes('"topic":"sport"')) return;
        try {
          const batch = JSON.parse(text).msgData.data;
          received.batches++;
          received.ticks.add(batch.at);
          received.deltas += batch.d.length;
          for (const d of batch.d) received.odds += d.o?.length ?? 0;
        } catch {
          // Not a batch: not counted.
        }
      }),
    );

    const entry = `/game/sport/crty${VIEW ? `?${VIEW}` : ''}`;
    await page.goto(`${base}${entry}`);
    const rows = page.locator(MATCH_ROW);
    try {
      await rows.first().waitFor({ timeout: SHOW_MATCHES_MS });
    } catch {
      const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)).catch(() => '');
      throw new BenchFailure(`the match centre (${entry}) showed no match (${MATCH_ROW}) within ${SHOW_MATCHES_MS / 1000} s; the page read: ${shown}`);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapFirstRow = await heapAfterGc(cdp);
    await page
      .getByTestId('chat-panel')
      .locator('*')
      .first()
      .waitFor({ timeout: SETTLED_MS })
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: SETTLED_MS }).catch(() => {});
    await page.waitForTimeout(WARM_UP_MS);
    const rowsShown = await rows.count();
    // Where the idle scroll will point the wheel, asked now: a locator injects Playwright's own script
    // (about 1 MB of string and compiled code) into the page's heap, which is the harness, not the page.
    const box = await rows.first().boundingBox();
    const domAtStart = await page.evaluate(domNodes);
    // Room for every frame of the run at up to 240 Hz.
    await page.evaluate(installProbe, opts.seconds * 240);
    const heapStart = await heapAfterGc(cdp);
    const cpu0 = cpuSecondsOf(apiPid);
    const t0 = Date.now();
    received.counting = true;
    if (TRACE) await browser.startTracing(page, { path: TRACE, screenshots: false });
    await page.evaluate(startProbe);
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }

    const doms = [domAtStart];
    const watchMs = Math.round((opts.seconds * 1000 * 2) / 3);
    while (Date.now() - t0 < watchMs) {
      await page.waitForTimeout(1000);
      doms.push(await page.evaluate(domNodes));
    }

    if (PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(PROFILE, JSON.stringify(profile));
      console.log(`the page's CPU profile over the watch phase: ${PROFILE}; most self time:`);
      for (const line of topSelfTime(profile)) console.log(`  ${line}`);
    }

    const scrollDoms = [];
    // The bounded idle scroll: the wheel over the list, down then back up, until the run's time is up.
    await page.evaluate(markScroll);
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const steps = Math.max(2, Math.floor((opts.seconds * 1000 - (Date.now() - t0)) / SCROLL_STEP_MS));
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, i < steps / 2 ? SCROLL_STEP_PX : -SCROLL_STEP_PX);
      await page.waitForTimeout(SCROLL_STEP_MS);
      if (i % 10 === 9) scrollDoms.push(await page.evaluate(domNodes));
    }

    const probe = await page.evaluate(stopProbe);
    if (TRACE) {
      await browser.stopTracing();
      console.log(`the run's trace: ${TRACE}; the page's main thread by event (total ms):`);
      for (const line of topTraceEvents(TRACE)) console.log(`  ${line}`);
    }
    received.counting = false;
    const wall = (Date.now() - t0) / 1000;
    const cpu1 = cpuSecondsOf(apiPid);
    scrollDoms.push(await page.evaluate(domNodes));
    const heapEnd = await heapAfterGc(cdp);

    if (probe.frames.length === 0) throw new BenchFailure('the page drew no frame while measuring (requestAnimationFrame never ran)');
    if (received.batches === 0)
      throw new BenchFailure(`the page received no sports batch in ${round(wall)} s: the feed sent it nothing (or it never subscribed)`);
    const frameMs = probe.frames.map((f) => f.dt).sort((a, b) => a - b);
    const scrollFrames = probe.frames
      .filter((f) => f.t >= probe.scrollFrom)
      .map((f) => f.dt)
      .sort((a, b) => a - b);
    return {
      rowsShown,
      seconds: round(wall),
      frames: frameMs.length,
      frameP50Ms: round(quantile(frameMs, 0.5)),
      frameP95Ms: round(quantile(frameMs, 0.95)),
      frameP99Ms: round(quantile(frameMs, 0.99)),
      frameMaxMs: round(frameMs.at(-1)),
      scrollFrameP95Ms: round(quantile(scrollFrames, 0.95)),
      scrollFromS: round((probe.scrollFrom - probe.t0) / 1000),
      longTasks: probe.longTasks.length,
      longTasksScrolling: probe.longTasks.filter((l) => l.start >= probe.scrollFrom).length,
      longTaskMaxMs: round(Math.max(0, ...probe.longTasks.map((l) => l.ms))),
      /** When each long task began (s into the run) and how long it took: to tell the scroll's from a GC's. */
      longTaskList: probe.longTasks.map((l) => `${round((l.start - probe.t0) / 1000)} s: ${round(l.ms, 0)} ms`),
      scrollEvents: probe.scrolls,
      domNodes: Math.max(...doms, ...scrollDoms),
      domNodesWatching: Math.max(...doms),
      domNodesScrolling: Math.max(...scrollDoms),
      domNodesStart: domAtStart,
      heapFirstRowMB: mb(heapFirstRow),
      heapStartMB: mb(heapStart),
      heapEndMB: mb(heapEnd),
      pageTicksPerSec: round(received.ticks.size / wall),
      pageBatchesPerSec: round(received.batches / wall),
      pageOddsChangesPerSec: round(received.odds / wall),
      serverCpuPct: cpu0 !== null && cpu1 !== null ? round(((cpu1 - cpu0) / wall) * 100) : null,
    };
  } finally {
    await browser.close();
  }
}

/** Phase 2: the websocket clients (api/src/bench/sports-clients.ts); its last stdout line is JSON. */
function measureSockets(base, apiPid, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'api/src/bench/sports-clients.ts')], {
      cwd: REPO,
      env: {
        ...process.env,
        SPORTS_BENCH_URL: base,
        SPORTS_BENCH_CLIENTS: String(opts.clients),
        SPORTS_BENCH_SECONDS: String(opts.seconds),
        SPORTS_BENCH_API_PID: String(apiPid),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new BenchFailure(`the socket clients stopped (exit ${code}): see the message above`));
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new BenchFailure(`the socket clients printed no result (${last.slice(0, 200)})`));
      }
    });
  });
}

async function stopApi(api) {
  if (api.exitCode !== null || api.signalCode !== null) return;
  api.kill('SIGTERM');
  const gone = new Promise((r) => api.once('exit', r));
  const late = setTimeout(() => api.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(late);
}

async function run(opts) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-sports-'));
  const env = { ...process.env, DATA_DIR: path.join(tmp, 'data') };
  console.log('— sports: building the shell and deploying every remote into a throwaway data folder —');
  // BENCH_SPORT_KEEP_SHELL=1 keeps a shell already built (shell/dist) for a quicker rerun; the remotes always deploy.
  if (process.env.BENCH_SPORT_KEEP_SHELL !== '1' || !fs.existsSync(path.join(REPO, 'shell', 'dist', 'shell-build.json'))) siteOpsQuietly(env, 'build-shell');
  siteOpsQuietly(env, 'deploy-all');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'api/src/main.ts')], {
    cwd: REPO,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_LOG: '0',
      SEED_DEMO: '1',
      SPORT_SEED: SEED,
      SPORT_MATCHES: String(opts.matches),
      SPORT_UPDATES_PER_SEC: String(opts.updates),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let apiErr = '';
  api.stderr.on('data', (b) => (apiErr = (apiErr + b).slice(-2000)));
  try {
    if (!(await waitFor(`${base}/health`, 60_000))) throw new BenchFailure(`the api did not start on ${base}: ${apiErr.trim() || 'no message'}`);
    const load0 = os.loadavg()[0];
    console.log(`— sports: feed of ${opts.matches} matches, ${opts.updates} odds updates/s (seed ${SEED}); api on ${base}, pid ${api.pid} —`);
    console.log(`— 1. ${MEMBER.name} in the match centre (${VIEW || 'its default view'}) for ${opts.seconds} s (the last third an idle scroll of the list) —`);
    const page = await measurePage(base, api.pid, opts);
    console.log(`${'matches shown (rows in the DOM)'.padEnd(36)} ${page.rowsShown}`);
    console.log(
      `${'frame time p50 / p95 / p99 / max'.padEnd(36)} ${page.frameP50Ms} / ${page.frameP95Ms} / ${page.frameP99Ms} / ${page.frameMaxMs} ms (${page.frames} frames; goal p95 ≤ 16.7)`,
    );
    console.log(`${'frame time p95 while scrolling'.padEnd(36)} ${page.scrollFrameP95Ms} ms (${page.scrollEvents} scroll events)`);
    console.log(
      `${'long tasks > 50 ms (while scrolling)'.padEnd(36)} ${page.longTasks} (${page.longTasksScrolling}), longest ${page.longTaskMaxMs} ms (goal: none while scrolling)`,
    );
    if (page.longTaskList.length > 0)
      console.log(`${'  long tasks (s into the run: ms)'.padEnd(36)} ${page.longTaskList.join(', ')} (scroll from ${page.scrollFromS} s)`);
    console.log(`${'DOM nodes start / most watching / scrolling'.padEnd(36)} ${page.domNodesStart} / ${page.domNodesWatching} / ${page.domNodesScrolling}`);
    const growth = page.heapStartMB ? round(((page.heapEndMB - page.heapStartMB) / page.heapStartMB) * 100) : null;
    console.log(
      `${'JS heap start → end (after GC)'.padEnd(36)} ${page.heapStartMB} → ${page.heapEndMB} MB (${growth}%; goal < 10%; at the first row ${page.heapFirstRowMB} MB)`,
    );
    console.log(`${'ticks / batches / odds to the page'.padEnd(36)} ${page.pageTicksPerSec} / ${page.pageBatchesPerSec} / ${page.pageOddsChangesPerSec} per s`);
    console.log(`${'api CPU with the page'.padEnd(36)} ${page.serverCpuPct}% of a core`);

    console.log(`— 2. ${opts.clients} websocket clients on loopback, every board, for ${opts.seconds} s —`);
    const sockets = await measureSockets(base, api.pid, opts);
    console.log(
      `${'delta latency p50 / p95 / p99 / max'.padEnd(36)} ${sockets.deltaP50Ms} / ${sockets.deltaP95Ms} / ${sockets.deltaP99Ms} / ${sockets.deltaMaxMs} ms`,
    );
    console.log(
      `${'feed output per client'.padEnd(36)} ${sockets.batchesPerSec} batches, ${sockets.deltasPerSec} match deltas, ${sockets.oddsChangesPerSec} odds changes per s`,
    );
    console.log(`${'seq gaps / sockets dropped'.padEnd(36)} ${sockets.seqGaps} / ${sockets.socketsClosed}`);
    console.log(`${'api CPU with the clients'.padEnd(36)} ${sockets.serverCpuPct}% of a core (clients' own ${sockets.clientCpuPct}%)`);
    const load1 = os.loadavg()[0];
    console.log(
      `${'machine load (1 min) start / end'.padEnd(36)} ${load0.toFixed(1)} / ${load1.toFixed(1)} on ${os.cpus().length} cores (other work on the machine blurs every figure)`,
    );
    if (api.exitCode !== null) throw new BenchFailure(`the api exited (${api.exitCode}) during the run: ${apiErr.trim()}`);

    console.log(
      JSON.stringify({
        matches: opts.matches,
        updatesPerSec: opts.updates,
        frameP50Ms: page.frameP50Ms,
        frameP95Ms: page.frameP95Ms,
        frameP99Ms: page.frameP99Ms,
        longTasks: page.longTasks,
        domNodes: page.domNodes,
        heapStartMB: page.heapStartMB,
        heapEndMB: page.heapEndMB,
        deltaP99Ms: sockets.deltaP99Ms,
        longTasksScrolling: page.longTasksScrolling,
        heapFirstRowMB: page.heapFirstRowMB,
        serverCpuPct: sockets.serverCpuPct,
        serverCpuPctPage: page.serverCpuPct,
        measuredOddsChangesPerSec: sockets.oddsChangesPerSec,
        feedTicksPerSec: sockets.ticksPerSec,
        pageOddsChangesPerSec: page.pageOddsChangesPerSec,
        clients: sockets.clients,
        seqGaps: sockets.seqGaps,
        socketsDropped: sockets.socketsClosed,
        loadAvg: round(Math.max(load0, load1)),
      }),
    );
  } finally {
    await stopApi(api);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export async function benchSports(argv) {
  try {
    await run(optionsOf(argv));
  } catch (e) {
    console.error(`✖ sports bench: ${e instanceof BenchFailure ? e.message : (e?.stack ?? e)}`);
    process.exitCode = 1;
  }
}
