import { expect, test, type Page } from '../support/test';
import { newMemberSession } from '../support/auth';

/**
 * First load: the page does not jump when a remote mounts. CLS is measured in the page with a
 * PerformanceObserver (layout-shift entries, buffered from the first paint) and must stay under
 * 0.1 on home, a help page, the sports venue and the member centre (the last two as a member), on a
 * 390 px phone and a 1440 px desktop. The same loads break no rule of the pages' content security policy (no eval,
 * no script or style from elsewhere): each violation is recorded from the first script on.
 */
const CLS_BUDGET = 0.1;

const VIEWPORTS = [
  { form: 'phone', width: 390, height: 844 },
  { form: 'desktop', width: 1440, height: 900 },
] as const;

const PAGES = [
  { name: 'home', path: '/home', member: false, ready: (page: Page) => page.getByTestId('home') },
  { name: 'help', path: '/app/help/kh', member: false, ready: (page: Page) => page.getByTestId('help-article') },
  { name: 'sports venue', path: '/game/sport/crty', member: true, ready: (page: Page) => page.getByTestId('sports-board') },
  { name: 'member centre', path: '/mine/userinfo', member: true, ready: (page: Page) => page.getByTestId('userinfo-name') },
] as const;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
    __cspViolations?: string[];
  }
}

/** Records every layout shift not caused by input, with the elements that moved. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]}` : '?';
        });
        window.__layoutShifts!.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Records every content security policy violation: the directive, what it blocked and the script that tried. */
async function observeViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations!.push(`${e.effectiveDirective} ${e.blockedURI} from ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** The shifts once the page has settled: the remote mounted and no request outstanding. */
async function settledShifts(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  // Two frames: a shift from the last render is reported before we read.
  return page.evaluate(() => new Promise<Shift[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShifts ?? [])))));
}

for (const vp of VIEWPORTS) {
  for (const target of PAGES) {
    test(`${target.name} does not shift while it loads and breaks no rule of its content security policy (${vp.form} ${vp.width} px)`, async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      if (target.member) await newMemberSession(page, 'cls');
      await observeShifts(page);
      await observeViolations(page);
      await page.goto(target.path);
      await expect(target.ready(page)).toBeVisible({ timeout: 20_000 });
      const shifts = await settledShifts(page);
      // The sum of every shift is at least the CLS of any session window: a stricter check.
      const total = shifts.reduce((s, x) => s + x.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(CLS_BUDGET);
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    });
  }
}

test('the member centre asks for what is beside its head (the avatars, the accounts) only once the head’s avatar is on screen', async ({ page }) => {
  await newMemberSession(page, 'head');
  // A resource timing entry is written when its response ends: both answers are in before the entries are read.
  const answered = (part: string) => page.waitForResponse((r) => r.url().includes(part), { timeout: 20_000 });
  const both = Promise.all([answered('/user/avatarList'), answered('/bankCard/queryMemberBanksInfoList')]);
  await page.goto('/mine/userinfo');
  await expect(page.getByTestId('userinfo-page')).toContainText('已绑定 0 个提款账户', { timeout: 20_000 });
  await both;
  const timings = await page.evaluate(async () => {
    const shown = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => {
        const head = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'profile-head');
        if (head) resolve((head as PerformanceEntry & { renderTime: number }).renderTime);
      }).observe({ type: 'element', buffered: true }),
    );
    const sent = (part: string) => performance.getEntriesByType('resource').find((e) => e.name.includes(part))?.startTime ?? -1;
    return { shown, avatars: sent('/user/avatarList'), accounts: sent('/bankCard/queryMemberBanksInfoList') };
  });
  expect(timings.shown, JSON.stringify(timings)).toBeGreaterThan(0);
  expect(timings.avatars, JSON.stringify(timings)).toBeGreaterThanOrEqual(timings.shown);
  expect(timings.accounts, JSON.stringify(timings)).toBeGreaterThanOrEqual(timings.shown);
});

/** The chat room's files (mf-activity) the page has asked for so far. */
const activityFiles = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/cdn/mf-activity/')).length);

test('the match centre on a phone asks for the chat room only after its first tap; it then opens beside the board', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newMemberSession(page, 'tap');
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await activityFiles(page)).toBe(0);
  await expect(page.getByTestId('chat-panel').getByTestId('after-first-tap')).toBeAttached();
  await page.getByTestId('match-centre').getByRole('heading', { level: 1 }).click();
  const room = page.getByTestId('chat-panel').getByTestId('chat-room');
  await expect(room.getByTestId('chat-connection')).toHaveText('在线', { timeout: 20_000 });
  expect(await activityFiles(page)).toBeGreaterThan(0);
});

test('the match centre on a desktop shows the chat room beside the board once the page is idle, with no tap (professional, zh-TW)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await newMemberSession(page, 'seen');
  await page.evaluate(() => {
    window.localStorage.setItem('edition', 'professional');
    window.localStorage.setItem('language', 'zh-TW');
  });
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('match-centre').getByRole('heading', { level: 1 })).toHaveText('體育投注', { timeout: 30_000 });
  const room = page.getByTestId('chat-panel').getByTestId('chat-room');
  await expect(room.getByTestId('chat-connection')).toHaveText('線上', { timeout: 20_000 });
});
