import { expect, test, type Locator, type Page } from '../support/test';
import { memberSession } from '../support/auth';

/** The root font size scales from the 1920 px design width (spec §9), between a floor and a ceiling. */
const WIDTHS = [
  [1920, 16],
  [2160, 18],
  [2560, 20],
  [1440, 14],
  [960, 14],
  [390, 14],
] as const;

const rootFont = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const fontOf = (target: Locator) => target.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test('the root font is 16 px at 1920 px wide, 20 px at most on a wide screen, 14 px at least on a laptop or a phone', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  for (const [width, px] of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => rootFont(page)).toBe(`${px}px`);
  }
});

/**
 * The styles are written in px for the 1920 px design; the build turns their type into rem, so the text a player
 * reads (the shell's and a remote's) is its design size at 1920 and scales with the root at every other width.
 */
test("the shell's and a remote's text follow the root font: their design size at 1920 px, scaled with the root elsewhere", async ({ page }) => {
  await page.goto('/app/help/kh');
  const article = page.getByTestId('help-article');
  await expect(article).toBeVisible({ timeout: 20_000 });
  const texts = {
    // the shell's footer link (layout.module.css) and the help remote's article title and menu (mf-help): texts whose
    // design size is the same in the phone layout (a phone rule of its own would be scaled from its own px)
    shell: page.getByTestId('agent-entry'),
    remoteTitle: page.getByRole('heading', { level: 1, name: '开户' }),
    remoteMenu: page.getByRole('navigation', { name: '帮助中心目录' }).getByRole('link', { name: '开户', exact: true }),
  };
  await page.setViewportSize({ width: 1920, height: 900 });
  await expect.poll(() => rootFont(page)).toBe('16px');
  const design: Record<string, number> = {};
  for (const [name, target] of Object.entries(texts)) design[name] = await fontOf(target);
  for (const [width, px] of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => rootFont(page)).toBe(`${px}px`);
    for (const [name, target] of Object.entries(texts)) {
      const expected = ((design[name] ?? 0) * px) / 16;
      await expect.poll(async () => Math.abs((await fontOf(target)) - expected), { message: `${name} at ${width} px` }).toBeLessThan(0.05);
    }
  }
});

/**
 * The sports board's rows are virtualized at fixed px heights (board-rows.ts ROW_HEIGHT): their type stays px, so on
 * the widest screen (root 20 px) every row is laid out as at the 1920 px design, its content as tall as there.
 */
test('on a 2560 px screen the rows of the sports board are laid out as at the 1920 px design', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await memberSession(page, 'demo02', 'demo1234');
  await page.goto('/game/sport');
  await page.getByTestId('enter-crty').click();
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  const rows = page.getByTestId('match-list').locator('[data-testid^="match-"]');
  await expect(rows.first()).toBeVisible();
  const contentHeights = () =>
    rows.evaluateAll((els) => els.map((el) => [el.getAttribute('data-testid') ?? '', `${el.clientHeight}/${el.scrollHeight}`] as const));
  await expect.poll(() => rootFont(page)).toBe('16px');
  const design = new Map(await contentHeights());
  await page.setViewportSize({ width: 2560, height: 900 });
  await expect.poll(() => rootFont(page)).toBe('20px');
  // The list is virtualized and live: the wider screen may render other rows around the first screen (the feed adds
  // matches, the virtualizer renders what its scroller holds). A row both screens render is laid out as at 1920 px,
  // and every row rendered at 2560 px has one of the heights the design's rows have.
  const wide = await contentHeights();
  const both = wide.filter(([id]) => design.has(id));
  expect(both.length).toBeGreaterThanOrEqual(Math.min(design.size, 5));
  for (const [id, heights] of both) expect([id, heights]).toEqual([id, design.get(id)]);
  const designHeights = new Set(design.values());
  for (const [id, heights] of wide) expect([id, heights, designHeights.has(heights)]).toEqual([id, heights, true]);
});
