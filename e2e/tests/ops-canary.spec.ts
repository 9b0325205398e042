import { Cohort, COHORT_KEY, cohortOf } from '../../shared/src/cohort';
import { expect, test, type Browser } from '../support/test';
import { registryNow, siteOps } from '../support/site';
import { cohortKeyOf, cohortKeys, holdCohortKey } from '../support/cohort';

interface Seen {
  version: string | null;
  cohort: string | null;
}

/**
 * One player (a new browser profile) opens a help page, then reloads it. With a cohort key the profile already
 * holds the api's cookie with it; without one it is a first visit and the api hands one out.
 */
async function player(browser: Browser, siteUrl: string, key?: string): Promise<{ seen: [Seen, Seen]; key: string | undefined }> {
  const context = await browser.newContext();
  try {
    if (key) await holdCohortKey(context, siteUrl, key);
    const page = await context.newPage();
    const read = async (): Promise<Seen> => {
      const el = page.getByTestId('remote-version-mf_help');
      await expect(el).toBeVisible({ timeout: 30_000 });
      return { version: await el.getAttribute('data-version'), cohort: await el.getAttribute('data-cohort') };
    };
    await page.goto('/app/help/kh?versions');
    const first = await read();
    await page.reload();
    const again = await read();
    return { seen: [first, again], key: await cohortKeyOf(context) };
  } finally {
    await context.close();
  }
}

/**
 * How far the split is even over many players is the rule's own test (shared/src/cohort.test.ts: uniform within a
 * few percent over 100,000 keys). Here the site follows the rule: players whose keys the rule puts on each side get
 * that side's version, keep it after a reload, and a first visit is handed a key and the side the rule gives it.
 */
test('a canary at 50%: each player gets the side the cohort rule gives their key and keeps it after a reload; a first visit is handed a key; promote and abort', async ({
  browser,
  site,
}) => {
  test.setTimeout(240_000);
  const freshPlayer = async (): Promise<[Seen, Seen]> => (await player(browser, site.url)).seen;
  const stable = registryNow().remotes.mf_help.active;
  const candidate = `1.0.0-canary${Date.now()}`;
  expect(siteOps('canary', 'mf-help', candidate, '--percent', '50')).toContain(`canary mf-help ${candidate} at 50% (active stays ${stable})`);
  try {
    const { salt } = registryNow().remotes.mf_help.candidate!;
    const sideOf = (key: string): Cohort => cohortOf(salt, key, 50);
    const keys = { canary: cohortKeys(salt, 50, Cohort.CANARY, 3), stable: cohortKeys(salt, 50, Cohort.STABLE, 3) };
    for (const key of keys.canary) {
      const { seen } = await player(browser, site.url, key);
      expect(seen).toEqual([
        { version: candidate, cohort: 'canary' },
        { version: candidate, cohort: 'canary' },
      ]);
    }
    for (const key of keys.stable) {
      const { seen } = await player(browser, site.url, key);
      expect(seen).toEqual([
        { version: stable, cohort: 'stable' },
        { version: stable, cohort: 'stable' },
      ]);
    }
    // A first visit: the api hands out a key, and the page is on the side the rule gives that key, twice.
    const first = await player(browser, site.url);
    expect(first.key).toMatch(COHORT_KEY);
    const side = sideOf(first.key!);
    const expected = { version: side === Cohort.CANARY ? candidate : stable, cohort: side };
    expect(first.seen).toEqual([expected, expected]);

    const page = await browser.newPage();
    await page.goto('/app/help/kh?versions');
    await expect(page.getByTestId('remote-versions')).toBeVisible();
    await page.close();

    // The stage goes to 0: nobody gets the candidate, which stays recorded; a player who had it is back on stable.
    siteOps('canary', 'mf-help', candidate, '--percent', '0');
    expect((await player(browser, site.url, keys.canary[0])).seen[0]).toEqual({ version: stable, cohort: 'stable' });

    expect(siteOps('abort', 'mf-help')).toContain(`every player on ${stable}`);
    expect(registryNow().remotes.mf_help.candidate).toBeUndefined();

    siteOps('canary', 'mf-help', candidate, '--percent', '100');
    const all = (await freshPlayer())[0];
    expect(all).toEqual({ version: candidate, cohort: 'canary' });
    expect(siteOps('promote', 'mf-help')).toContain(`promoted mf-help ${candidate} to every player`);
    expect((await freshPlayer())[0]).toEqual({ version: candidate, cohort: 'stable' });

    const journal = JSON.parse(siteOps('history', 'mf-help', '--json')) as Array<{ action: string; trigger: string; to: string | null }>;
    expect(journal.slice(-5).map((e) => `${e.action} ${e.to}`)).toEqual([
      `canary ${candidate} 50%`,
      `canary ${candidate} 0%`,
      `abort ${stable}`,
      `canary ${candidate} 100%`,
      `promote ${candidate}`,
    ]);
    expect(journal.slice(-5).every((e) => e.trigger === 'canary')).toBe(true);
  } finally {
    const now = registryNow().remotes.mf_help;
    if (now.candidate) siteOps('abort', 'mf-help');
    if (now.active !== stable) siteOps('rollback', 'mf-help', '--to', stable);
  }
});
