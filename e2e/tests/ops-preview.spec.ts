import { expect, test, type Browser, type Page } from '../support/test';
import { registryNow } from '../support/site';
import { forged, lastLine, serveDevOrigin, siteOpsFor } from '../support/preview';

/** The version of mf-help a help page of this tab loaded (the footer's, with ?versions). */
async function helpVersion(page: Page): Promise<string | null> {
  await page.goto('/app/help/kh?versions');
  const el = page.getByTestId('remote-version-mf_help');
  await expect(el).toBeVisible({ timeout: 30_000 });
  return el.getAttribute('data-version');
}

/** A browser profile of its own (a QA tester's, a player's), closed after `play`. */
async function inContext<T>(browser: Browser, baseURL: string, play: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    return await play(await context.newPage());
  } finally {
    await context.close();
  }
}

test('deploy --preview: the printed link shows the candidate with the 预览 banner in that browser only; a forged link is ignored with a notice; 退出预览 goes back', async ({
  browser,
  site,
}) => {
  test.setTimeout(300_000);
  const active = registryNow().remotes.mf_help.active;
  const candidate = `1.0.0-preview${Date.now()}`;
  const out = siteOpsFor(site.url, 'deploy', 'mf-help', '--version', candidate, '--preview');
  expect(out).toContain(`published mf-help ${candidate} for preview: the registry is unchanged`);
  const link = lastLine(out);
  expect(link.startsWith(`${site.url}/preview?token=`)).toBe(true);
  expect(registryNow().remotes.mf_help.active).toBe(active);

  await inContext(browser, site.url, async (qa) => {
    await qa.goto(link);
    const banner = qa.getByTestId('preview-banner');
    await expect(banner).toContainText('预览');
    await expect(banner).toContainText(`mf-help ${candidate}`);
    expect(await helpVersion(qa)).toBe(candidate);
    await expect(qa.getByTestId('preview-banner')).toBeVisible();
    // A player beside them keeps the active version, with no banner.
    await inContext(browser, site.url, async (player) => {
      expect(await helpVersion(player)).toBe(active);
      await expect(player.getByTestId('preview-banner')).toHaveCount(0);
    });
    await qa.getByRole('button', { name: '退出预览' }).click();
    await expect(qa.getByTestId('preview-banner')).toHaveCount(0);
    expect(await helpVersion(qa)).toBe(active);
  });

  await inContext(browser, site.url, async (player) => {
    await player.goto(forged(link));
    await expect(player.getByTestId('site-notice')).toHaveText(/预览链接无效或已过期，仍为正式版本/);
    expect(new URL(player.url()).searchParams.has('site-notice')).toBe(false);
    expect(await helpVersion(player)).toBe(active);
    await expect(player.getByTestId('preview-banner')).toHaveCount(0);
  });
});

test('a staff token mounts mf-help from a developer origin in that browser only (员工覆盖 banner); the same link forged does nothing but say so', async ({
  browser,
  site,
}) => {
  test.setTimeout(180_000);
  const active = registryNow().remotes.mf_help.active;
  const dev = await serveDevOrigin('mf-help', active);
  try {
    const issued = siteOpsFor(site.url, 'staff-token', 'issue', '--origins', dev.origin, '--hours', '1');
    const link = lastLine(issued).replace('<remote>', 'mf-help');

    await inContext(browser, site.url, async (staff) => {
      await staff.goto(link);
      await expect(staff.getByTestId('staff-override-banner')).toContainText(`员工覆盖mf-help ← ${dev.origin}`);
      expect(await helpVersion(staff)).toBe(active);
      // Mounted from the origin: its manifest and entry came from there.
      expect(dev.asked).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
      await staff.getByRole('button', { name: '退出覆盖' }).click();
      await expect(staff.getByTestId('staff-override-banner')).toHaveCount(0);
    });

    const before = dev.asked.length;
    await inContext(browser, site.url, async (player) => {
      await player.goto(forged(link));
      await expect(player.getByTestId('site-notice')).toHaveText(/员工令牌无效或已过期，未启用覆盖/);
      expect(await helpVersion(player)).toBe(active);
      await expect(player.getByTestId('staff-override-banner')).toHaveCount(0);
    });
    expect(dev.asked.length).toBe(before);
  } finally {
    await dev.close();
  }
});
