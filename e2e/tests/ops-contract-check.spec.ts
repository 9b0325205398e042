import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E_OPS_TOKEN, e2eDataDir, REPO, registryNow } from '../support/site';
import { buildCache } from '../support/site-server';
import { addCopyContract, copyRemote, editFile } from '../../ops/src/test-support/remote-copy';

/** A contract the team's copy of shared adds and its mf-help calls; the live api serves no such path. */
const PROBE = { file: 'help-probe', name: 'helpProbe', path: '/site/api/v1/help/probe', response: 'z.object({ ok: z.boolean() })' };

test('a deploy whose remote calls a contract the live api does not serve is refused, naming it, and nothing moves', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/app/help/kh');
  const site = new URL(page.url()).origin;
  const copy = copyRemote(REPO, 'mf-help', true);
  const journal = () => fs.readFileSync(path.join(e2eDataDir(), 'registry-journal.jsonl'), 'utf8');
  try {
    addCopyContract(copy, PROBE);
    editFile(path.join(copy.remote, 'src/parcel.tsx'), (t) => `${t}export { helpProbe } from '@site/shared';\n`);
    const before = registryNow();
    const journalBefore = journal();
    const version = `1.0.0-probe${Date.now()}`;
    const res = spawnSync(
      process.execPath,
      [path.join(REPO, 'ops/bin/site-ops.mjs'), 'deploy', 'mf-help', '--source', copy.remote, '--version', version, '--reason', 'help probe'],
      { env: { ...process.env, DATA_DIR: e2eDataDir(), BUILD_CACHE_DIR: buildCache(), SITE_API_URL: site, OPS_TOKEN: E2E_OPS_TOKEN }, encoding: 'utf8' },
    );
    expect(res.status, res.stdout).toBe(1);
    expect(res.stderr).toContain(`mf-help ${version} calls contracts the live api does not serve as it expects (1)`);
    expect(res.stderr).toContain('helpProbe (POST /site/api/v1/help/probe)');
    // Nothing moved: the registry, its journal and the CDN are as they were, and players still get the active version.
    expect(registryNow()).toEqual(before);
    expect(journal()).toBe(journalBefore);
    expect(fs.existsSync(path.join(e2eDataDir(), 'cdn', 'mf-help', version))).toBe(false);
    await page.reload();
    await expect(page.getByTestId('help-article')).toBeVisible();
  } finally {
    fs.rmSync(copy.root, { recursive: true, force: true });
  }
});
