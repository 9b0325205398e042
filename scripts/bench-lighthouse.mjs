// npm run bench -- lighthouse: Lighthouse 12 against a freshly started site in Debian's chromium.
// Builds the shell, deploys every remote into a throwaway data folder, starts its own api on a free
// loopback port, runs each page × form factor three times and reports the median; stops the api and
// removes the folder at the end. Prints figures, never a pass/fail. The last line is JSON.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, DEMO_MEMBER, freePort, logInThroughDialog, REPO, siteOpsQuietly, waitFor } from './lib.mjs';

/**
 * The pages the benchmark holds to its goals (add each domain page when it lands). `member` pages are
 * opened logged in as DEMO_MEMBER (the sports venue and the member centre need a session): they run after
 * the guest pages, with Lighthouse's storage reset off (it would log the member out) and the browser's
 * HTTP cache cleared before each run instead, so every run is still a cold load.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'help', path: '/app/help/kh' },
  { name: 'casino list', path: '/game/egame' },
  { name: 'venue list', path: '/game/realbet' },
  { name: 'sports', path: '/game/sport/crty', member: true },
  { name: 'member centre', path: '/mine/userinfo', member: true },
];
/** BENCH_PAGES=home,help measures only those pages (by name), BENCH_FORM=mobile only one form factor. */
const ONLY_PAGES = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : undefined;
const FORM_FACTORS = process.env.BENCH_FORM ? [process.env.BENCH_FORM] : ['mobile', 'desktop'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_LHR_DIR=<dir> keeps every run's Lighthouse report there (LCP element, request chains, bootup time). */
const LHR_DIR = process.env.BENCH_LHR_DIR;
/**
 * BENCH_WITHOUT=<hints>[;<hints>…] measures the first-load plan's hints (shared/src/first-load-plan.ts): beside the
 * site with the whole plan, one site per `;`-separated value built and started with FIRST_LOAD_WITHOUT=<hints> (ids
 * separated by commas, or `all`). Their runs are interleaved (plan, without, plan, without…), so each pair is measured
 * under the same load, and each hint's effect is the difference of the medians.
 */
const VARIANTS = [
  { label: 'plan', without: '' },
  ...(process.env.BENCH_WITHOUT ?? '')
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((without) => ({ label: `without ${without}`, without })),
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Which part of the site a script came from: /cdn/<remote>/... is that remote, anything else the shell. */
function partOf(url) {
  const m = /\/cdn\/([^/]+)\//.exec(new URL(url).pathname);
  return m ? m[1] : 'shell';
}

/** The figures of one Lighthouse result: metrics and script bytes as transferred (per part). */
function figuresOf(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const js = {};
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    // Scripts by what they are, not how they were asked for: a remote page's entry and pages chunks are preloaded
    // as fetches by the index page (the script then comes from the HTTP cache, 0 bytes). An idle prefetch (VeryLow:
    // a remote the page only links to) is not the page's own JS.
    const script = item.resourceType === 'Script' || (/\.js$/.test(new URL(item.url).pathname) && item.priority !== 'VeryLow');
    if (!script) continue;
    const part = partOf(item.url);
    js[part] = (js[part] ?? 0) + (item.transferSize ?? 0);
  }
  return {
    score: lhr.categories.performance.score ?? 0,
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    js,
  };
}

function medianOf(runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  const parts = [...new Set(runs.flatMap((r) => Object.keys(r.js)))].sort();
  const js = Object.fromEntries(parts.map((p) => [p, median(runs.map((r) => r.js[p] ?? 0))]));
  const jsBytes = median(runs.map((r) => Object.values(r.js).reduce((a, b) => a + b, 0)));
  return { score: pick('score'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), jsBytes, js };
}

const kb = (b) => (b / 1024).toFixed(1);

/**
 * Logs DEMO_MEMBER in through the site's own login dialog in the Chrome Lighthouse drives (Playwright over
 * its debugging port): the session lands in that profile's storage, where the member pages' runs find it.
 * Answers how to clear the caches before a run (the session in storage stays) and how to let go of the browser.
 */
async function logIn(chromePort, base) {
  const { chromium } = await import(path.join(REPO, 'e2e/node_modules/@playwright/test/index.mjs'));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0].newPage();
  if (!(await logInThroughDialog(page, base))) throw new Error(`${DEMO_MEMBER.name} could not log in: is the demo data seeded?`);
  const cdp = await page.context().newCDPSession(page);
  await page.goto('about:blank');
  return {
    // The HTTP cache and what the service worker kept (its cache and itself: it would answer the shell's files from
    // there, 0 bytes transferred), never the session in local storage.
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'cache_storage,service_workers' });
    },
    close: async () => {
      await page.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
    },
  };
}

/**
 * One site of the measurement: the shell built and every remote deployed into a data folder of its own with
 * FIRST_LOAD_WITHOUT=<without> (the remotes' builds shared through one build cache where the switch leaves them
 * alike), and its own api started with it.
 */
async function startSite(tmp, variant, i) {
  const env = { ...process.env, DATA_DIR: path.join(tmp, `data-${i}`), BUILD_CACHE_DIR: path.join(tmp, 'builds'), FIRST_LOAD_WITHOUT: variant.without };
  siteOpsQuietly(env, 'build-shell');
  siteOpsQuietly(env, 'deploy-all');
  const port = await freePort();
  const api = spawn(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'api/src/main.ts')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', API_LOG: '0', SEED_DEMO: '1' },
    stdio: 'ignore',
  });
  return { ...variant, api, base: `http://127.0.0.1:${port}` };
}

export async function benchLighthouse() {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // Checked before any site starts: a browser that cannot start fails in an event no finally sees, leaving its apis.
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: set CHROMIUM_PATH`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
  const sites = [];
  let chrome;
  const members = new Map();
  const results = [];
  try {
    for (const [i, variant] of VARIANTS.entries()) {
      console.log(`— lighthouse: building the shell and deploying every remote into a throwaway data folder (${variant.label}) —`);
      sites.push(await startSite(tmp, variant, i));
    }
    for (const site of sites) if (!(await waitFor(`${site.base}/health`, 60000))) throw new Error(`the api (${site.label}) did not start`);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    });
    // Guest pages first: logging in leaves a session the guest runs must not have.
    const pages = PAGES.filter((p) => !ONLY_PAGES || ONLY_PAGES.has(p.name));
    for (const page of [...pages.filter((p) => !p.member), ...pages.filter((p) => p.member)]) {
      if (page.member && members.size === 0) for (const site of sites) members.set(site, await logIn(chrome.port, site.base));
      for (const formFactor of FORM_FACTORS) {
        const runs = new Map(sites.map((site) => [site, []]));
        // A run Lighthouse could not measure (a runtime error such as NO_FCP: score 0, metrics missing) would
        // make the median NaN or 0: it is said and run again, at most RUNS more times per page and form factor.
        // The sites take turns run by run (same load for each).
        for (let tries = 0; [...runs.values()].some((r) => r.length < RUNS) && tries < 2 * RUNS; tries++) {
          for (const site of sites) {
            const siteRuns = runs.get(site);
            if (siteRuns.length >= RUNS) continue;
            const member = members.get(site);
            if (member) await member.clearCache();
            const res = await lighthouse(
              `${site.base}${page.path}`,
              { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: Boolean(member) },
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            if (!res) throw new Error(`lighthouse gave no result for ${page.path}`);
            if (LHR_DIR) {
              fs.mkdirSync(LHR_DIR, { recursive: true });
              const variant = site.without ? `-without-${site.without.replace(/\W+/g, '-')}` : '';
              fs.writeFileSync(path.join(LHR_DIR, `${page.name.replace(/\W+/g, '-')}-${formFactor}${variant}-${tries + 1}.json`), JSON.stringify(res.lhr));
            }
            const figures = figuresOf(res.lhr);
            if ([figures.fcpMs, figures.lcpMs, figures.tbtMs, figures.cls].every(Number.isFinite)) siteRuns.push(figures);
            else
              console.log(
                `  ${page.path} ${formFactor} (${site.label}): a run without figures (${res.lhr.runtimeError?.code ?? 'metrics missing'}), run again`,
              );
          }
        }
        for (const site of sites) {
          const siteRuns = runs.get(site);
          if (siteRuns.length === 0) throw new Error(`lighthouse measured no run of ${page.path} ${formFactor} (${site.label})`);
          results.push({ page: page.name, path: page.path, formFactor, without: site.without, ...medianOf(siteRuns) });
        }
      }
    }
  } finally {
    for (const member of members.values()) await member.close();
    if (chrome) await chrome.kill();
    for (const { api } of sites) {
      api.kill('SIGTERM');
      await new Promise((r) => (api.exitCode === null ? api.once('exit', r) : r()));
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log(`— lighthouse 12, median of ${RUNS} runs, JS = script bytes as transferred, load average ${os.loadavg()[0].toFixed(2)} —`);
  console.log(['page'.padEnd(20), 'form'.padEnd(8), 'score', '  FCP ms', '  LCP ms', '  TBT ms', '   CLS', '  JS KB'].join(' '));
  for (const r of results) {
    console.log(
      [
        (r.without ? `${r.path} without ${r.without}` : r.path).padEnd(20),
        r.formFactor.padEnd(8),
        r.score.toFixed(2).padStart(5),
        r.fcpMs.toFixed(0).padStart(8),
        r.lcpMs.toFixed(0).padStart(8),
        r.tbtMs.toFixed(0).padStart(8),
        r.cls.toFixed(3).padStart(6),
        kb(r.jsBytes).padStart(7),
      ].join(' '),
    );
    console.log(
      `${''.padEnd(29)}${Object.entries(r.js)
        .map(([part, b]) => `${part} ${kb(b)} KB`)
        .join(', ')}`,
    );
  }
  const json = results.map((r) => ({
    page: r.path,
    formFactor: r.formFactor,
    ...(r.without ? { without: r.without } : {}),
    score: r.score,
    fcpMs: Math.round(r.fcpMs),
    lcpMs: Math.round(r.lcpMs),
    tbtMs: Math.round(r.tbtMs),
    cls: Number(r.cls.toFixed(3)),
    jsKB: Number(kb(r.jsBytes)),
  }));
  console.log(JSON.stringify(json));
}
