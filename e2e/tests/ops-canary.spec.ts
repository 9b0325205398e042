import { expect, test, type Browser } from '../support/test';
import { siteOps } from '../support/site';

interface Seen {
  version: string | null;
  cohort: string | null;
}

/** One fresh player (a new browser profile) opens a help page, then reloads it. */
async function freshPlayer(browser: Browser): Promise<[Seen, Seen]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const read = async (): Promise<Seen> => {
      const el = page.getByTestId('remote-version-mf_help');
      await expect(el).toBeVisible({ timeout: 30_000 });
      return { version: await el.getAttribute('data-version'), cohort: await el.getAttribute('data-cohort') };
    };
    await page.goto('/app/help/kh?versions');
    const first = await read();
    await page.reload();
    return [first, await read()];
  } finally {
    await context.close();
  }
}

test('a canary at 50% over 40 fresh players splits roughly in half and each stays on their side after a reload; promote and abort', async ({ browser }) => {
  test.setTimeout(420_000);
  const stable = JSON.parse(siteOps('status', '--json')).remotes.mf_help.active as string;
  const candidate = `1.0.0-canary${Date.now()}`;
  expect(siteOps('canary', 'mf-help', candidate, '--percent', '50')).toContain(`canary mf-help ${candidate} at 50% (active stays ${stable})`);
  try {
    let inCanary = 0;
    for (let i = 0; i < 40; i += 1) {
      const [first, again] = await freshPlayer(browser);
      expect(again).toEqual(first);
      if (first.cohort === 'canary') {
        expect(first.version).toBe(candidate);
        inCanary += 1;
      } else {
        expect(first).toEqual({ version: stable, cohort: 'stable' });
      }
    }
    // Binomial(40, ½): 8–32 is beyond ±3.5 standard deviations.
    expect(inCanary).toBeGreaterThanOrEqual(8);
    expect(inCanary).toBeLessThanOrEqual(32);

    const page = await browser.newPage();
    await page.goto('/app/help/kh?versions');
    await expect(page.getByTestId('remote-versions')).toBeVisible();
    await page.close();

    // The stage goes to 0: nobody gets the candidate, which stays recorded.
    siteOps('canary', 'mf-help', candidate, '--percent', '0');
    expect((await freshPlayer(browser))[0]).toEqual({ version: stable, cohort: 'stable' });

    expect(siteOps('abort', 'mf-help')).toContain(`every player on ${stable}`);
    expect(JSON.parse(siteOps('status', '--json')).remotes.mf_help.candidate).toBeUndefined();

    siteOps('canary', 'mf-help', candidate, '--percent', '100');
    const all = (await freshPlayer(browser))[0];
    expect(all).toEqual({ version: candidate, cohort: 'canary' });
    expect(siteOps('promote', 'mf-help')).toContain(`promoted mf-help ${candidate} to every player`);
    expect((await freshPlayer(browser))[0]).toEqual({ version: candidate, cohort: 'stable' });

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
    const now = JSON.parse(siteOps('status', '--json')).remotes.mf_help;
    if (now.candidate) siteOps('abort', 'mf-help');
    if (now.active !== stable) siteOps('rollback', 'mf-help', '--to', stable);
  }
});
