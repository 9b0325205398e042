import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { e2eDataDir, REPO, registryNow, siteOps } from '../support/site';
import { buildCache } from '../support/site-server';
import { shot } from '../support/shots';

/** site-ops as a team runs it: the key in SITE_OPS_TOKEN. */
function asTeam(token: string, ...args: string[]) {
  const res = spawnSync(process.execPath, [path.join(REPO, 'ops/bin/site-ops.mjs'), ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir(), BUILD_CACHE_DIR: buildCache(), SITE_OPS_TOKEN: token },
    encoding: 'utf8',
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

const activeVersions = () => Object.fromEntries(Object.entries(registryNow().remotes).map(([name, e]) => [name, [e.active, e.candidate?.version ?? null]]));

test("a team key deploys its own remote, is refused for another team's (nothing moves), and the journal names the team", async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const team = `help-${stamp.toString(36)}`;
  const issued = siteOps('team-key', 'issue', team, '--remotes', 'mf-help', '--days', '1');
  const token = /^token (sot_[\w-]{43})$/m.exec(issued)?.[1] ?? '';
  expect(token, issued).not.toBe('');

  const before = registryNow();
  const stable = before.remotes.mf_help.active;
  const version = `1.0.0-team${stamp}`;
  try {
    // Another team's remote: refused by the key's rule before anything is built; the registry does not move.
    for (const args of [
      ['deploy', 'mf-sports', '--version', version],
      ['rollback', 'mf-casino'],
    ]) {
      const refused = asTeam(token, ...args);
      expect([refused.stderr, refused.status]).toEqual([`the key of team ${team} may not change ${args[1]} (it may change mf-help); nothing was changed\n`, 1]);
    }
    expect(registryNow()).toEqual(before);

    // Its own remote: deployed, and only that one moved.
    const deployed = asTeam(token, 'deploy', 'mf-help', '--version', version, '--actor', 'ana');
    expect(deployed.stderr).toBe('');
    expect(deployed.stdout).toContain(`deployed mf-help ${version}`);
    expect(activeVersions()).toEqual({
      ...Object.fromEntries(Object.entries(before.remotes).map(([n, e]) => [n, [e.active, e.candidate?.version ?? null]])),
      mf_help: [version, null],
    });
    const history = JSON.parse(siteOps('history', 'mf-help', '--json')) as { actor: string; note?: string; action: string; to: string | null }[];
    expect(history.at(-1)).toMatchObject({ actor: team, note: 'ana', action: 'deploy', to: version });

    // The health page, entered with the team's key: who it is, the journal's actor, buttons only for its remote.
    await page.goto('/ops/health');
    await page.getByLabel('运维令牌').fill(token);
    await page.getByLabel('操作人').fill('ana');
    await page.getByRole('button', { name: '进入' }).click();
    await expect(page.locator('#stamp')).toContainText(`团队 ${team}（可变更 mf-help）`);
    const row = page.locator('#journal tbody tr').first();
    await expect(row).toContainText(`${team}（ana）`);
    await expect(row).toContainText(version);
    await expect(page.getByTestId('health-rollback-mf-help')).toBeEnabled();
    await expect(page.getByTestId('health-rollback-mf-sports')).toBeDisabled();
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'ops-team-keys-1440');
    await shot(page.locator('#journal'), 'ops-team-keys-journal-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'ops-team-keys-390');
    await shot(page.getByTestId('health-remote-mf-help'), 'ops-team-keys-help-390');
  } finally {
    if (registryNow().remotes.mf_help.active !== stable) siteOps('rollback', 'mf-help', '--to', stable, '--reason', 'e2e cleanup');
    siteOps('team-key', 'revoke', team);
  }
  // A revoked key is refused, and nothing moves.
  const after = registryNow();
  const revoked = asTeam(token, 'rollback', 'mf-help');
  expect(revoked.stderr).toMatch(new RegExp(`^the team key \\w{12} of ${team} was revoked at \\S+: ask ops for a new one; nothing was changed\\n$`));
  expect(registryNow()).toEqual(after);
});
