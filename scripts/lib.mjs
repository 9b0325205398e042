// Small helpers for the README commands (npm start / npm test): no dependencies, node only.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function step(title, cmd, args, opts = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}: ${[cmd, ...args].join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: REPO, ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status ?? res.signal}) after ${secs} s`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${title} (${secs} s)`);
  return Number(secs);
}

/** pnpm 10 through npx (corepack is not usable here); the lockfile is committed. */
export function install() {
  const frozen = fs.existsSync(path.join(REPO, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  return step('install', 'npx', ['-y', 'pnpm@10', 'install', ...frozen]);
}

export const siteOps = (...args) => [path.join(REPO, 'ops/bin/site-ops.mjs'), ...args];

/**
 * A site-ops command a benchmark runs before it measures (build-shell, deploy-all): quiet when it
 * works, and when it fails its own output is printed before the error, so a failed bench says why.
 */
export function siteOpsQuietly(env, ...args) {
  try {
    execFileSync(process.execPath, siteOps(...args), { cwd: REPO, stdio: 'pipe', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    process.stderr.write(`✖ site-ops ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}\n`);
    throw e;
  }
}

/** A free loopback port (benchmarks start their own api on one). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls a URL every 500 ms until it answers 2xx; false after `ms`. */
export async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not up yet: try again.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** The seeded demo member (SEED_DEMO=1) the benchmarks that need a session use. */
/**
 * The browser the benches drive: CHROMIUM_PATH, else Debian's chromium, else its headless shell (what npm test
 * installs), so a bench runs wherever the tests have run.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((f) => fs.existsSync(f)) ?? '/usr/bin/chromium';

export const DEMO_MEMBER = { name: 'demo02', password: 'demo1234' };

/**
 * Logs DEMO_MEMBER in through the site's own login dialog on a Playwright page. Answers false when
 * the header never showed the name within 20 s (the caller says what that means for its run).
 */
export async function logInThroughDialog(page, base) {
  await page.goto(`${base}/home`);
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByLabel('用户名').fill(DEMO_MEMBER.name);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_MEMBER.password);
  await dialog.getByTestId('login-submit').click();
  try {
    await page.getByTestId('header-user').filter({ hasText: DEMO_MEMBER.name }).waitFor({ timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}
