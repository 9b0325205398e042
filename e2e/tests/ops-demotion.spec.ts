import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '../support/test';
import { demotionPass, e2eDataDir, registryNow, siteOps } from '../support/site';

/** One fresh player opens a help page and leaves it; the shell's beacon goes out as it does. */
async function freshPlayer(browser: Browser, candidate: string): Promise<{ version: string | null; cohort: string | null; candidateRequests: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let candidateRequests = 0;
    page.on('request', (req) => {
      if (req.url().includes(`/cdn/mf-help/${candidate}/`)) candidateRequests += 1;
    });
    // The api answers a beacon once its events are stored: the pass the journey runs next counts this player's load.
    const beacon = page.waitForResponse((res) => res.url().endsWith('/ops/api/telemetry'), { timeout: 20_000 });
    await page.goto('/app/help/kh?versions');
    const el = page.getByTestId('remote-version-mf_help');
    await expect(el).toBeVisible({ timeout: 30_000 });
    // The player leaves the page: the shell sends what it measured now instead of at its next 5 s flush.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await beacon;
    return { version: await el.getAttribute('data-version'), cohort: await el.getAttribute('data-cohort'), candidateRequests };
  } finally {
    await context.close();
  }
}

test('a broken candidate at 100% is demoted automatically after the threshold and players get the stable version', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const stable = registryNow().remotes.mf_help.active;
  const candidate = `1.0.0-broken${Date.now()}`;
  siteOps('canary', 'mf-help', candidate, '--percent', '100');
  // The candidate's remote entry in the CDN no longer matches its recorded integrity.
  const dir = path.join(e2eDataDir(), 'cdn', 'mf-help', candidate);
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), '\n// tampered\n');
  for (const f of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(dir, f), { force: true });
  try {
    // Each player waits out the broken candidate once and runs the stable version; after the fifth (the e2e server's
    // minimum sample) the api's next pass demotes it.
    for (let i = 0; i < 5; i += 1) expect((await freshPlayer(browser, candidate)).version).toBe(stable);
    expect(await demotionPass(request)).toEqual([
      expect.stringMatching(new RegExp(`^mf_help ${candidate.replaceAll('.', '\\.')} 100% → \\S+ 0%: auto-demotion`)),
    ]);
    expect(registryNow().remotes.mf_help.candidate?.percent).toBe(0);
    const journal = JSON.parse(siteOps('history', 'mf-help', '--json')) as Array<Record<string, unknown>>;
    expect(journal.at(-1)).toMatchObject({
      actor: 'api auto-demotion',
      trigger: 'auto-demotion',
      action: 'canary',
      from: `${candidate} 100%`,
      to: `${candidate} 0%`,
      reason: expect.stringMatching(/^auto-demotion: failure 100% over \d+ loads/),
    });
    expect(siteOps('history', 'mf-help')).toContain('(auto-demotion)  auto-demotion: failure 100%');

    // The next player never touches the candidate.
    expect(await freshPlayer(browser, candidate)).toEqual({ version: stable, cohort: 'stable', candidateRequests: 0 });
  } finally {
    if (registryNow().remotes.mf_help.candidate) siteOps('abort', 'mf-help', '--reason', 'e2e cleanup');
  }
});
