// npm run bench -- lighthouse: Lighthouse 12 against a freshly started site in Debian's chromium.
// Builds the shell, deploys every remote into a throwaway data folder, starts its own api on a free
// loopback port, runs each page × form factor three times and reports the median; stops the api and
// removes the folder at the end. Prints figures, never a pass/fail. The last line is JSON.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, REPO, siteOps, waitFor } from './lib.mjs';

/** The pages the benchmark holds to its goals (add each domain page when it lands). */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'help', path: '/app/help/kh' },
  { name: 'casino list', path: '/game/egame' },
  { name: 'venue list', path: '/game/realbet' },
];
const FORM_FACTORS = ['mobile', 'desktop'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    if (item.resourceType !== 'Script') continue;
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

export async function benchLighthouse() {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
  const env = { ...process.env, DATA_DIR: path.join(tmp, 'data') };
  console.log('— lighthouse: building the shell and deploying every remote into a throwaway data folder —');
  execFileSync(process.execPath, siteOps('build-shell'), { cwd: REPO, stdio: 'ignore', env });
  execFileSync(process.execPath, siteOps('deploy-all'), { cwd: REPO, stdio: 'ignore', env });
  const port = await freePort();
  const api = spawn(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'api/src/main.ts')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', API_LOG: '0', SEED_DEMO: '1' },
    stdio: 'ignore',
  });
  let chrome;
  const results = [];
  try {
    if (!(await waitFor(`http://127.0.0.1:${port}/health`, 60000))) throw new Error('the api did not start');
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    });
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const res = await lighthouse(
            `http://127.0.0.1:${port}${page.path}`,
            { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!res) throw new Error(`lighthouse gave no result for ${page.path}`);
          runs.push(figuresOf(res.lhr));
        }
        results.push({ page: page.name, path: page.path, formFactor, ...medianOf(runs) });
      }
    }
  } finally {
    if (chrome) await chrome.kill();
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode === null ? api.once('exit', r) : r()));
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log(`— lighthouse 12, median of ${RUNS} runs, JS = script bytes as transferred —`);
  console.log(['page'.padEnd(20), 'form'.padEnd(8), 'score', '  FCP ms', '  LCP ms', '  TBT ms', '   CLS', '  JS KB'].join(' '));
  for (const r of results) {
    console.log(
      [
        r.path.padEnd(20),
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
    score: r.score,
    fcpMs: Math.round(r.fcpMs),
    lcpMs: Math.round(r.lcpMs),
    tbtMs: Math.round(r.tbtMs),
    cls: Number(r.cls.toFixed(3)),
    jsKB: Number(kb(r.jsBytes)),
  }));
  console.log(JSON.stringify(json));
}
