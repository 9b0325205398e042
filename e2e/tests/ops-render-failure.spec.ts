import fs from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, test, type Browser } from '../support/test';
import { demotionPass, REPO, registryNow, siteOps } from '../support/site';
import { copyRemote, editFile } from '../../ops/src/test-support/remote-copy';
import { Cohort } from '../../shared/src/cohort';
import { cohortKeys, holdCohortKey } from '../support/cohort';

interface Seen {
  version: string | null;
  cohort: string | null;
  /** Requests for the candidate's files: the player was on the canary's side. */
  candidateRequests: number;
}

/**
 * One player (a new browser profile holding the cohort key given) opens a help page and stays until the shell's beacon has told the stable version's mount (a
 * canary player's failed mount of the candidate is told before it); no error panel on the way.
 */
async function freshPlayer(browser: Browser, stable: string, candidate: string, cohort: { siteUrl: string; key: string }): Promise<Seen> {
  const context = await browser.newContext();
  try {
    await holdCohortKey(context, cohort.siteUrl, cohort.key);
    // The beacons' bodies as the page sends them (a beacon's request carries no post data Playwright can read).
    await context.addInitScript(() => {
      const sent: string[] = ((window as unknown as { __beacons: string[] }).__beacons = []);
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        if (body instanceof Blob) void body.text().then((text) => sent.push(text));
        return send(url, body);
      };
    });
    const page = await context.newPage();
    let candidateRequests = 0;
    const beacons: Request[] = [];
    page.on('request', (req) => {
      if (req.url().includes(`/cdn/mf-help/${candidate}/`)) candidateRequests += 1;
      if (req.url().endsWith('/ops/api/telemetry')) beacons.push(req);
    });
    const stableMount = `"version":"${stable}","cohort":"stable","phase":"mount"`;
    await page.goto('/app/help/kh?versions');
    const el = page.getByTestId('remote-version-mf_help');
    await expect(el).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.remote-mf_help [data-testid="help-article"]')).toHaveAttribute('data-topic', 'kh');
    await expect(page.getByRole('heading', { level: 1, name: '开户' })).toBeVisible();
    // Neither the shell's panel nor the parcel's own.
    await expect(page.getByTestId('remote-error-mf_help')).toHaveCount(0);
    await expect(page.getByText('页面出了点问题，请刷新后重试')).toHaveCount(0);
    // The player leaves the page: the shell sends what it measured at once instead of at its next 5 s flush.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            window.dispatchEvent(new Event('pagehide'));
            return (window as unknown as { __beacons: string[] }).__beacons.join('\n');
          }),
        { timeout: 20_000 },
      )
      .toContain(stableMount);
    // The api answers a beacon once its events are stored: the pass the journey runs next counts this player's loads.
    await Promise.all(beacons.map((req) => req.response()));
    return { version: await el.getAttribute('data-version'), cohort: await el.getAttribute('data-cohort'), candidateRequests };
  } finally {
    await context.close();
  }
}

test('a candidate whose App throws while rendering, staged at 50%, sends its players to the stable version, is recorded as failing and is demoted', async ({
  browser,
  request,
  site,
}) => {
  test.setTimeout(240_000);
  const stable = registryNow().remotes.mf_help.active;
  const candidate = `1.0.0-throws${Date.now()}`;
  // A team's copy of mf-help whose App throws on its first render (it loads and mounts: only its render fails).
  const copy = copyRemote(REPO, 'mf-help', true);
  try {
    editFile(path.join(copy.remote, 'src/App.tsx'), (s) =>
      s.replace('  useHelpCatalogs(i18n);\n', "  useHelpCatalogs(i18n);\n  if (i18n) throw new Error('候选版本渲染出错');\n"),
    );
    expect(siteOps('canary', 'mf-help', candidate, '--source', copy.remote, '--percent', '50')).toContain(`canary mf-help ${candidate} at 50%`);

    const { salt } = registryNow().remotes.mf_help.candidate!;
    // A player on the stable side never touches the candidate.
    const [stableSide] = cohortKeys(salt, 50, Cohort.STABLE, 1);
    expect(await freshPlayer(browser, stable, candidate, { siteUrl: site.url, key: stableSide! })).toEqual({
      version: stable,
      cohort: 'stable',
      candidateRequests: 0,
    });
    // Players on the canary's side try the candidate first and end on the stable version. After the fifth (the e2e
    // server's minimum sample) the api's next pass demotes it.
    for (const key of cohortKeys(salt, 50, Cohort.CANARY, 5)) {
      const seen = await freshPlayer(browser, stable, candidate, { siteUrl: site.url, key });
      expect(seen).toMatchObject({ version: stable, cohort: 'stable' });
      expect(seen.candidateRequests).toBeGreaterThan(0);
    }
    expect(await demotionPass(request)).toEqual([
      expect.stringMatching(new RegExp(`^mf_help ${candidate.replaceAll('.', '\\.')} 50% → \\S+ 0%: auto-demotion`)),
    ]);
    expect(registryNow().remotes.mf_help.candidate?.percent).toBe(0);

    // Recorded as failing: every load of the candidate ended in a failed mount.
    expect(siteOps('status')).toMatch(new RegExp(`${candidate.replaceAll('.', '\\.')}\\s+canary\\s+loads\\s+\\d+\\s+failure\\s+100%`));
    const journal = JSON.parse(siteOps('history', 'mf-help', '--json')) as Array<Record<string, unknown>>;
    expect(journal.at(-1)).toMatchObject({
      actor: 'api auto-demotion',
      trigger: 'auto-demotion',
      action: 'canary',
      from: `${candidate} 50%`,
      to: `${candidate} 0%`,
      reason: expect.stringMatching(/^auto-demotion: failure 100% over \d+ loads/),
    });

    // The next player on the canary's side never touches the candidate.
    const [canarySide] = cohortKeys(salt, 50, Cohort.CANARY, 1);
    expect(await freshPlayer(browser, stable, candidate, { siteUrl: site.url, key: canarySide! })).toEqual({
      version: stable,
      cohort: 'stable',
      candidateRequests: 0,
    });
  } finally {
    if (registryNow().remotes.mf_help.candidate) siteOps('abort', 'mf-help', '--reason', 'e2e cleanup');
    fs.rmSync(copy.root, { recursive: true, force: true });
  }
});
