import { expect, test } from '../support/test';
import { siteOps } from '../support/site';

test('the shell reports each remote load per version and the web vitals of its area by beacon; site-ops status prints loads, failure % and p75 times', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let beacons = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/ops/api/telemetry') && req.method() === 'POST') beacons += 1;
  });
  await page.goto('/app/help/kh?versions');
  const version = await page.getByTestId('remote-version-mf_help').getAttribute('data-version');
  // The help parcel has mounted (its area has content) before the player moves on.
  await expect(page.locator('.remote-mf_help')).not.toBeEmpty();
  // An interaction (it ends the largest-paint search); the queue is sent within FLUSH_EVERY_MS.
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页', exact: true }).click();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect.poll(() => beacons, { timeout: 15_000 }).toBeGreaterThan(0);

  // The load of mf_help ended (mounted: counted in loads), its expose time is the load time; the
  // page's largest paint is attributed to the area that holds it (mf_help's or the shell's).
  await expect
    .poll(() => siteOps('status'), { timeout: 20_000 })
    .toMatch(new RegExp(`mf-help\\s+${version}\\s+stable\\s+loads\\s+[1-9]\\d* {2}failure\\s+[\\d.]+% {2}p75 load \\d+ ms`));
  expect(siteOps('status')).toMatch(/p75 LCP \d+ ms/);
});
