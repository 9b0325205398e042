import { expect, test, type Page } from '../support/test';
import { newMemberSession } from '../support/auth';
import { registryNow, siteOps } from '../support/site';

/**
 * The site as an installable web app: its manifest, its service worker (it keeps only immutable versioned files,
 * never the index page, the registry, a remote's manifest or entry, so an ops rollback reaches the next load), its
 * offline page, and the download page's install button and QR code. In the ops project: it deploys and rolls back.
 */
test.use({ serviceWorkers: 'allow' });

/** The worker's one cache (shell/src/pwa/service-worker.ts). */
const CACHE = 'site-versioned-files-v1';

/** Waits until the site's service worker is active and answers this page. */
async function workerInCharge(page: Page): Promise<void> {
  // page.evaluate awaits the registration's promise (waitForFunction would take the promise itself as truthy).
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? null)).toBe('activated');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The paths the worker keeps, as its cache lists them. */
const keptPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), CACHE);

const helpVersion = async (page: Page): Promise<string | null> => {
  const el = page.getByTestId('remote-version-mf_help');
  await expect(el).toBeVisible();
  return el.getAttribute('data-version');
};

test('the site installs as an app: its manifest is linked and valid, its worker keeps only versioned files, and a rolled-back remote runs on the next load', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/app/help/kh?versions');
  const first = await helpVersion(page);
  expect(first).toBe(registryNow().remotes.mf_help?.active);

  // The manifest: linked from the index page, with a name, a start url in its scope, standalone and real PNG icons.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(/^\/cdn\/shell\/[^/]+\/manifest\.webmanifest$/);
  const manifestUrl = new URL(href!, page.url());
  const manifest = await (await page.request.get(manifestUrl.href)).json();
  expect(manifest).toMatchObject({ name: '星耀体育', short_name: '星耀体育', start_url: '/', scope: '/', display: 'standalone', theme_color: '#2458e6' });
  const sizes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const res = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    sizes.push(icon.sizes);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2458e6');

  // The worker registers after the first load, takes charge of the page, and keeps what the next load asks for.
  await workerInCharge(page);
  await page.reload();
  expect(await helpVersion(page)).toBe(first);
  const fromWorker: string[] = [];
  const fromNetwork: string[] = [];
  page.on('response', (r) => (r.fromServiceWorker() ? fromWorker : fromNetwork).push(new URL(r.url()).pathname));
  await page.reload();
  expect(await helpVersion(page)).toBe(first);
  const kept = await keptPaths(page);
  const helpChunk = kept.find((p) => p.startsWith(`/cdn/mf-help/${first}/`));
  expect(helpChunk, `a chunk of mf-help ${first} is kept: ${kept.join(', ')}`).toBeTruthy();
  expect(fromWorker).toContain(helpChunk);
  expect(kept).toContain(kept.find((p) => /^\/cdn\/shell\/[^/]+\/offline\.html$/.test(p)));
  // Never kept: the index page, the registry, a remote's manifest or entry, an api answer.
  expect(kept.filter((p) => !p.startsWith('/cdn/') || /\/(index\.html|registry\.json|mf-manifest\.json|remoteEntry\.js)$/.test(p))).toEqual([]);
  // The entry of the live version comes from the network on every load; so does the registry when a page asks for it
  // (the index page carries its copy, sent no-store).
  expect(fromNetwork).toContain(`/cdn/mf-help/${first}/remoteEntry.js`);
  expect(fromWorker.filter((p) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(p))).toEqual([]);
  expect(await page.evaluate(async () => (await fetch('/registry.json')).ok)).toBe(true);
  expect(fromNetwork).toContain('/registry.json');
  expect(fromWorker).not.toContain('/registry.json');

  // A deploy and an ops rollback of mf-help: each shows on the next load, the worker in charge throughout.
  const next = `1.0.0-e2e${Date.now()}`;
  expect(siteOps('deploy', 'mf-help', '--version', next)).toContain(`deployed mf-help ${next}`);
  await page.reload();
  expect(await helpVersion(page)).toBe(next);
  expect(siteOps('rollback', 'mf-help')).toContain(`rolled mf-help back to ${first}`);
  await page.reload();
  expect(await helpVersion(page)).toBe(first);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('with the network gone, a page asked for shows the offline page; back online, the site loads again', async ({ page, context }) => {
  await page.goto('/home');
  await workerInCharge(page);
  await context.setOffline(true);
  await page.goto('/activity/discount');
  await expect(page.getByTestId('offline-page')).toContainText('网络已断开');
  expect(new URL(page.url()).pathname).toBe('/activity/discount');
  await expect(page.getByRole('link', { name: '重新加载' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: '重新加载' }).click();
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.getByTestId('discount-page')).toBeVisible();
});

test('the download page: the install button where the browser offers it, add-to-home-screen steps where not, and a QR code with the invite code', async ({
  page,
}) => {
  await newMemberSession(page, 'dl');
  await page.goto('/download');
  const install = page.getByTestId('download-install');
  // This browser sent no offer (headless): the steps are shown.
  await expect(install).toHaveAttribute('data-state', 'unavailable');
  await expect(install).toContainText('当前浏览器不支持一键安装，请按下方对应系统的步骤，把本站添加到主屏幕。');
  await expect(page.getByTestId('download-ios')).toContainText('添加到主屏幕');
  await expect(page.getByTestId('download-android')).toContainText('安装应用');

  // The QR code opens this page with the member's invite code.
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('qr-code')).toHaveAttribute('data-qr-value', new RegExp(`^${origin}/download\\?icode=[A-Za-z0-9]+$`));
  const code = new URL((await page.getByTestId('qr-code').getAttribute('data-qr-value'))!).searchParams.get('icode')!;
  await expect(page.getByTestId('download-page')).toContainText(`二维码已带上您的邀请码 ${code}`);

  // The browser's offer as Chromium sends it (beforeinstallprompt with prompt() and userChoice): the button shows
  // and installs.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
  });
  await expect(install).toHaveAttribute('data-state', 'offered');
  await page.getByTestId('download-install-button').click();
  await expect(page.getByText('安装成功，可从桌面图标打开本站')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveAttribute('data-state', 'installed');
  await expect(install).toContainText('本站已安装在这台设备上，可从桌面图标打开。');
});
