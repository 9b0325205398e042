import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { E2E_OPS_TOKEN, REPO, registryNow, siteOps } from '../support/site';
import { shot } from '../support/shots';

async function logIn(page: Page, token = E2E_OPS_TOKEN) {
  await page.goto('/ops/health');
  await page.getByLabel('运维令牌').fill(token);
  await page.getByLabel('操作人').fill('ana');
  await page.getByRole('button', { name: '进入' }).click();
}

/** Presses a remote's button with a reason, accepting the confirm dialog; waits for the page's answer. */
async function press(page: Page, folder: string, action: 'promote' | 'abort' | 'rollback', reason: string) {
  await page.getByLabel(`${folder} 操作原因`).fill(reason);
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId(`health-${action}-${folder}`).click();
  await expect(page.locator('#message')).toHaveText(/^已执行：/);
}

test('the ops health page: versions, cohort split, charts of load failures and p75 load time, the journal, and buttons that run the CLI verbs', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const stable = registryNow().remotes.mf_help.active;
  // Loads of mf-help reported as the shell reports them, so the charts have points in this window. The
  // failures belong to a version no player gets any more: failures of the live one would (rightly) set off
  // the automatic demotion.
  const load = (version: string, phase: string, outcome: string, ms: number) => ({
    kind: 'load',
    remote: 'mf_help',
    version,
    cohort: 'stable',
    phase,
    outcome,
    ms,
  });
  const retired = '1.0.0-retired';
  const beacon = await request.post('/ops/api/telemetry', {
    data: {
      events: [
        load(stable, 'expose', 'ok', 180),
        load(stable, 'mount', 'ok', 190),
        load(stable, 'expose', 'ok', 240),
        load(stable, 'mount', 'ok', 250),
        load(retired, 'entry', 'error', 0),
        load(retired, 'init', 'error', 0),
      ],
    },
  });
  expect(beacon.ok()).toBe(true);

  await logIn(page, 'not-the-token-at-all');
  await expect(page.locator('#login-error')).toHaveText('运维令牌无效');
  await logIn(page);
  const card = page.getByTestId('health-remote-mf-help');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('health-active-mf-help')).toHaveText(stable);
  await expect(page.getByTestId('health-candidate-mf-help')).toHaveText('无');
  await expect(card).toContainText('灰度分流：稳定 100% / 灰度 0%');
  await expect(page.getByTestId('health-chart-failures-mf-help').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('health-chart-load-mf-help').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('health-promote-mf-help')).toBeDisabled();
  await shot(page, 'ops-health-1440', { fullPage: true });

  const candidate = `1.0.0-health${Date.now()}`;
  siteOps('canary', 'mf-help', candidate, '--percent', '10');
  try {
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(page.getByTestId('health-candidate-mf-help')).toHaveText(`${candidate}（10%）`);
    await expect(card).toContainText('灰度分流：稳定 90% / 灰度 10%');

    await press(page, 'mf-help', 'abort', 'e2e: abort from the page');
    await expect(page.getByTestId('health-candidate-mf-help')).toHaveText('无');
    expect(registryNow().remotes.mf_help.candidate).toBeUndefined();

    siteOps('canary', 'mf-help', candidate, '--percent', '50');
    await page.getByRole('button', { name: '刷新' }).click();
    // The refreshed cards replace the old ones (and their reason fields): press on the new ones.
    await expect(page.getByTestId('health-candidate-mf-help')).toHaveText(`${candidate}（50%）`);
    await press(page, 'mf-help', 'promote', 'e2e: promote from the page');
    await expect(page.getByTestId('health-active-mf-help')).toHaveText(candidate);

    await press(page, 'mf-help', 'rollback', 'e2e: roll back from the page');
    await expect(page.getByTestId('health-active-mf-help')).toHaveText(stable);
    // The journal on the page and the CLI's history say the same: the token's actor (ops), with who pressed beside it.
    await expect(page.locator('#journal tbody tr').first()).toContainText('ops（ana (health page)）');
    const history = JSON.parse(siteOps('history', 'mf-help', '--json')) as { actor: string; note?: string; action: string; reason: string }[];
    const fromPage = history.filter((e) => e.actor === 'ops' && e.note === 'ana (health page)').slice(-3);
    expect(fromPage.map((e) => [e.action, e.reason])).toEqual([
      ['abort', 'e2e: abort from the page'],
      ['promote', 'e2e: promote from the page (promoted from 50%)'],
      ['rollback', 'e2e: roll back from the page'],
    ]);
  } finally {
    const now = registryNow().remotes.mf_help;
    if (now.candidate) siteOps('abort', 'mf-help');
    if (now.active !== stable) siteOps('rollback', 'mf-help', '--to', stable);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'ops-health-390', { fullPage: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

test('with no ops token configured the page is off', async ({ request }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-no-ops-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_LOG: '0',
    SEED_DEMO: '0',
    SPORT_MATCHES: '20',
  };
  delete env.OPS_TOKEN;
  const api = spawn(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'api/src/main.ts')], { env, stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect(async () => expect((await request.get(`${base}/health`)).ok()).toBe(true)).toPass({ timeout: 90_000 });
    expect((await request.get(`${base}/ops/health`)).status()).toBe(404);
    expect((await request.get(`${base}/ops/api/health`, { headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` } })).status()).toBe(404);
  } finally {
    api.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
