import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '../support/test';
import { e2eDataDir, REPO, registryNow, siteOps } from '../support/site';

const run = promisify(execFile);
/** site-ops as a separate process (two of them run at once), with the actor ops would give. */
const siteOpsAsync = async (actor: string, ...args: string[]): Promise<string> =>
  (
    await run(process.execPath, [path.join(REPO, 'ops/bin/site-ops.mjs'), ...args, '--actor', actor], {
      env: { ...process.env, DATA_DIR: e2eDataDir() },
      encoding: 'utf8',
    })
  ).stdout;

interface JournalLine {
  revision: number;
  actor: string;
  remote: string;
  action: string;
  from: string | null;
  to: string | null;
  trigger: string;
  retries: number;
}
const history = (folder: string): JournalLine[] => JSON.parse(siteOps('history', folder, '--json')) as JournalLine[];

const loadedHelp = async (page: Page) => {
  const el = page.getByTestId('remote-version-mf_help');
  await expect(el).toBeVisible({ timeout: 30_000 });
  return el.getAttribute('data-version');
};

test('two concurrent deploys: one wins, the other is told to retry and does; both are in the journal in order and nothing is lost', async () => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const helpVersion = `1.0.0-casa${stamp}`;
  const activityVersion = `1.0.0-casb${stamp}`;
  const [helpOut, activityOut] = await Promise.all([
    siteOpsAsync('ana', 'deploy', 'mf-help', '--version', helpVersion),
    siteOpsAsync('bo', 'deploy', 'mf-activity', '--version', activityVersion),
  ]);
  try {
    const outs = [helpOut, activityOut];
    // Exactly one was refused by the other's newer revision and redid its change.
    expect(outs.filter((o) => o.includes('(another change won): retrying on revision'))).toHaveLength(1);
    expect(helpOut).toContain(`deployed mf-help ${helpVersion}`);
    expect(activityOut).toContain(`deployed mf-activity ${activityVersion}`);

    const status = registryNow();
    expect(status.remotes.mf_help.active).toBe(helpVersion);
    expect(status.remotes.mf_activity.active).toBe(activityVersion);

    const help = history('mf-help').find((e) => e.to === helpVersion)!;
    const activity = history('mf-activity').find((e) => e.to === activityVersion)!;
    expect(help).toMatchObject({ actor: 'ana', action: 'deploy', trigger: 'manual' });
    expect(activity).toMatchObject({ actor: 'bo', action: 'deploy', trigger: 'manual' });
    // Consecutive revisions: the later one is the retried one.
    const [first, second] = [help, activity].sort((a, b) => a.revision - b.revision);
    expect(second!.revision).toBe(first!.revision + 1);
    expect([first!.retries, second!.retries]).toEqual([0, 1]);
    expect(status.revision).toBeGreaterThanOrEqual(second!.revision);

    const printed = siteOps('history', 'mf-help');
    expect(printed).toMatch(new RegExp(`r${help.revision} .* deploy\\s+\\S+ → ${helpVersion} {2}by ana \\(manual\\)`));
  } finally {
    siteOps('rollback', 'mf-help', '--reason', 'e2e cleanup');
    siteOps('rollback', 'mf-activity', '--reason', 'e2e cleanup');
  }
  expect(history('mf-help').at(-1)).toMatchObject({ action: 'rollback', from: helpVersion });
});

test('a version marked bad is never rolled back to', async () => {
  test.setTimeout(240_000);
  const before = registryNow().remotes.mf_help.active;
  const bad = `1.0.0-markbad${Date.now()}`;
  const next = `1.0.0-aftermb${Date.now()}`;
  siteOps('deploy', 'mf-help', '--version', bad);
  siteOps('deploy', 'mf-help', '--version', next);
  try {
    expect(siteOps('mark-bad', 'mf-help', bad, '--reason', 'e2e: blank page')).toContain(`marked mf-help ${bad} bad`);
    expect(() => siteOps('rollback', 'mf-help', '--to', bad)).toThrow();
    // The plain rollback skips it and lands on the good version before it.
    expect(siteOps('rollback', 'mf-help')).toContain(`rolled mf-help back to ${before}`);
    expect(history('mf-help').at(-2)).toMatchObject({ action: 'mark-bad', from: bad });
  } finally {
    const now = registryNow().remotes.mf_help.active;
    if (now !== before) siteOps('rollback', 'mf-help', '--to', before);
  }
});

test('a manifest that does not match its recorded integrity is not used: the previous good version loads, and later pages of the session skip the failed one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/app/help/kh?versions');
  const good = await loadedHelp(page);
  const tampered = `1.0.0-tamper${Date.now()}`;
  siteOps('deploy', 'mf-help', '--version', tampered);
  try {
    let manifestFetches = 0;
    // The CDN's manifest differs by one byte from the one deployed (its compressed copies gone with it): the api
    // does not hand it to the page in the boot data, and the shell refuses it when it fetches it.
    const file = path.join(e2eDataDir(), 'cdn', 'mf-help', tampered, 'mf-manifest.json');
    fs.appendFileSync(file, ' ');
    for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
    await page.route(`**/cdn/mf-help/${tampered}/mf-manifest.json`, async (route) => {
      manifestFetches += 1;
      await route.continue();
    });
    await page.reload();
    expect(await loadedHelp(page)).toBe(good);
    expect(manifestFetches).toBeGreaterThan(0);
    // Another page in the same session: the version that failed is not waited out again.
    manifestFetches = 0;
    await page.goto('/app/help/gywm?versions');
    expect(await loadedHelp(page)).toBe(good);
    expect(manifestFetches).toBe(0);
  } finally {
    siteOps('rollback', 'mf-help');
  }
});

/**
 * A second shell version for the rollback journey without a second webpack run: the live shell's
 * published folder copied under another version, with every mention of its version (publicPath, build
 * record) rewritten — what a build of that version would have written. Precompressed copies are left out.
 */
function publishRelocatedShell(from: string, to: string): void {
  const src = path.join(e2eDataDir(), 'cdn', 'shell', from);
  const dest = path.join(e2eDataDir(), 'cdn', 'shell', to);
  fs.rmSync(dest, { recursive: true, force: true });
  for (const name of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(src, name);
    if (fs.statSync(file).isDirectory() || /\.(br|gz)$/.test(name)) continue;
    fs.mkdirSync(path.dirname(path.join(dest, name)), { recursive: true });
    const text = /\.(js|html|json|css|txt)$/.test(name);
    fs.writeFileSync(path.join(dest, name), text ? fs.readFileSync(file, 'utf8').replaceAll(from, to) : fs.readFileSync(file));
  }
}

test('the shell is versioned and rolls back like a remote: the index page serves the version the registry names', async ({ page, request }) => {
  test.setTimeout(120_000);
  const live = registryNow().shell!.version;
  const next = `${live}-next${Date.now()}`;
  publishRelocatedShell(live, next);
  const indexScript = async () => /<script[^>]+src="?([^"\s>]+main\.js[^"\s>]*)/.exec(await (await request.get('/home')).text())?.[1] ?? '';

  expect(await indexScript()).toContain(`/cdn/shell/${live}/main.js`);
  expect(siteOps('deploy', 'shell', '--version', next, '--actor', 'ana')).toContain(`the index page serves shell ${next} from now on`);
  try {
    expect(await indexScript()).toContain(`/cdn/shell/${next}/main.js`);
    const shellFiles: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/cdn/shell/')) shellFiles.push(r.url());
    });
    // A remote's page (the footer names what loaded with ?versions): the shell and the remote both came through.
    await page.goto('/app/help/kh?versions');
    await loadedHelp(page);
    expect(shellFiles.length).toBeGreaterThan(0);
    expect(shellFiles.every((u) => u.includes(`/cdn/shell/${next}/`))).toBe(true);
    expect((await request.get(`/cdn/shell/${next}/main.js`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  } finally {
    expect(siteOps('rollback', 'shell', '--reason', 'e2e: back to the built shell', '--actor', 'bo')).toContain(`rolled the shell back to ${live}`);
  }
  expect(await indexScript()).toContain(`/cdn/shell/${live}/main.js`);
  await page.goto('/app/help/kh?versions');
  await loadedHelp(page);

  const journal = JSON.parse(siteOps('history', 'shell', '--json')) as JournalLine[];
  const [deployed, rolled] = journal.slice(-2);
  expect(deployed).toMatchObject({ actor: 'ana', action: 'shell', from: live, to: next });
  expect(rolled).toMatchObject({ actor: 'bo', action: 'rollback', from: next, to: live });
  // The version rolled away from is no rollback target any more.
  expect(siteOps('status')).not.toContain(`rollback to: ${next}`);
});
