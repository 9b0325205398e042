import { expect, test, type Locator, type Page } from '../support/test';
import { newMemberSession } from '../support/auth';
import { watchErrors } from '../support/site';
import { gameOfSelection, sportControl } from '../support/sport';

/**
 * 投注码 (booking codes) over the real api and its frozen sports feed (e2e/support/sport.ts): a member builds a
 * pre-match multiple, saves it as a code and reads the code, its link and QR; one leg's match kicks off (dev control);
 * a guest opens the link and finds the open leg loaded into their slip and the started one dropped with its reason,
 * stars the leg's match and, logged in, finds it starred on the board and the leg in the slip;
 * a member opening a clean code goes straight to the match centre with the legs in the slip. The other editions and
 * languages check that the dialog and the page render and read right at 1440 and 390 px. SHOTS=<dir> saves
 * screenshots.
 */
const SHOTS = process.env.SHOTS;
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

async function openEarlyBoard(page: Page): Promise<void> {
  await page.goto('/game/sport/crty?sport=FT&show=FU');
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
}

/** Open home-win prices of the board not picked yet, in row order. */
const openHomeWins = (page: Page): Locator => page.locator('button[data-testid$=":M:H"][data-hk][aria-pressed="false"]');

async function pickHomeWin(page: Page): Promise<string> {
  const cell = openHomeWins(page).first();
  await expect(cell).toBeVisible();
  const testId = (await cell.getAttribute('data-testid')) ?? '';
  await cell.click();
  await expect(page.locator(`button[data-testid="${testId}"]`).first()).toHaveAttribute('aria-pressed', 'true');
  return testId.replace(/^odds-/, '');
}

async function setSwitch(page: Page, testId: string, on: boolean): Promise<void> {
  const input = page.getByTestId(testId);
  if ((await input.isChecked()) !== on) await input.locator('xpath=..').click();
  await expect(input).toBeChecked({ checked: on });
}

/** Saves the slip as a code: the dialog shows it, its link and the link's QR. */
async function saveCode(page: Page): Promise<{ code: string; link: string }> {
  await page.getByTestId('booking-save').click();
  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog).toBeVisible();
  const code = (await dialog.getByTestId('booking-code').textContent()) ?? '';
  expect(code).toMatch(CODE);
  const link = await dialog.getByTestId('booking-link').inputValue();
  expect(link).toMatch(new RegExp(`/sport/code/${code}$`));
  await expect(dialog.getByTestId('booking-qr')).toHaveAttribute('data-qr-value', link);
  await expect(dialog.getByTestId('booking-qr').locator('img')).toBeVisible();
  return { code, link };
}

/** The teams of a match row as the board shows them. */
async function teamsOf(page: Page, gameId: string): Promise<[string, string]> {
  const names = await page.getByTestId(`match-${gameId}`).locator('[class*="teamName"]').allTextContents();
  return [names[0] ?? '', names[1] ?? ''];
}

/** The slip a player's browser keeps (mf-sports' platform storage). */
const storedSlipIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const slip = JSON.parse(localStorage.getItem('mf_sports/betSlip') ?? '{"picks":[]}') as { picks: { orderData?: { selectionId?: string } }[] };
    return slip.picks.map((p) => p.orderData?.selectionId ?? '');
  });

test('a member saves a slip as a code; a guest loads it, the started leg dropped with its reason', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await newMemberSession(page, 'bk');
  await openEarlyBoard(page);
  await setSwitch(page, 'slip-multiple', true);
  const first = await pickHomeWin(page);
  const second = await pickHomeWin(page);
  await expect(page.getByTestId('slip-count')).toHaveText('2');
  const started = await teamsOf(page, gameOfSelection(second));

  const { code, link } = await saveCode(page);
  await expect(page.getByTestId('booking-dialog')).toContainText('投注码');
  await expect(page.getByTestId('booking-dialog')).toContainText('扫码载入投注单');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-dialog-1440-classic-zh-CN.png` });
  await page.getByTestId('booking-dialog').getByRole('button', { name: '关闭' }).click();
  await expect(page.getByTestId('booking-dialog')).toBeHidden();

  // The second leg's match kicks off: a code keeps only what can still be bet before kick-off.
  await sportControl(page.request, { op: 'kickOff', gameId: gameOfSelection(second) });

  // A guest: no session, an empty slip.
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname);
  const guestPage = page.getByTestId('booking-page');
  await expect(guestPage).toHaveAttribute('data-state', 'loaded');
  await expect(guestPage.getByRole('heading', { level: 1 })).toContainText(`载入投注码 ${code}`);
  await expect(page.getByTestId('booking-loaded')).toHaveText('已载入 1 个投注项');
  await expect(page.getByTestId('booking-leg')).toHaveCount(1);
  await expect(page.getByTestId('booking-dropped')).toContainText('以下投注项已移除');
  await expect(page.getByTestId('booking-dropped').locator('li')).toHaveText([`${started[0]} 对 ${started[1]}：已开赛`]);
  expect(await storedSlipIds(page)).toEqual([first]);
  await expect(page.getByTestId('booking-go')).toHaveText('登录后投注');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-page-1440-classic-zh-CN.png` });

  // The guest stars the leg's match; logged in, the player finds it starred on the board (merged into the member's set).
  const star = page.getByTestId(`star-match-${gameOfSelection(first)}`);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await newMemberSession(page, 'bk');
  await openEarlyBoard(page);
  await expect(page.getByTestId(`star-match-${gameOfSelection(first)}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('slip-count')).toHaveText('1');

  // A code typed wrong reads why.
  await page.goto('/sport/code/AAAA0000');
  await expect(page.getByTestId('booking-problem')).toHaveText('投注码格式不正确');
  await page.goto('/sport/code/AAAAAAAA');
  await expect(page.getByTestId('booking-problem')).toHaveText('投注码不存在');
  expect(errors).toEqual([]);
});

test('a member opening a clean code goes to the match centre with its legs in the slip', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await newMemberSession(page, 'bk');
  await openEarlyBoard(page);
  await setSwitch(page, 'slip-multiple', true);
  const legs = [await pickHomeWin(page), await pickHomeWin(page)];
  const { link } = await saveCode(page);
  await page.getByTestId('booking-dialog').getByRole('button', { name: '关闭' }).click();
  await page.getByTestId('bet-slip').getByRole('button', { name: '清空' }).click();
  await expect(page.getByTestId('slip-empty')).toBeVisible();

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/game\/sport\/crty/);
  await expect(page.getByTestId('slip-count')).toHaveText('2');
  for (const id of legs) await expect(page.locator(`button[data-testid="odds-${id}"]`).first()).toHaveAttribute('aria-pressed', 'true');
});

for (const [edition, language] of [
  ['professional', 'zh-TW'],
  ['classic', 'zh-TW'],
  ['professional', 'zh-CN'],
] as const) {
  test(`the code dialog and the code's page read right at 1440 and 390 px (${edition}, ${language})`, async ({ page }) => {
    const errors = watchErrors(page);
    const tw = language === 'zh-TW';
    await page.setViewportSize({ width: 1440, height: 900 });
    await newMemberSession(page, 'bk');
    await page.evaluate(
      ({ e, l }) => {
        localStorage.setItem('edition', e);
        localStorage.setItem('language', l);
      },
      { e: edition, l: language },
    );
    await openEarlyBoard(page);
    await pickHomeWin(page);
    await expect(page.getByTestId('booking-save')).toHaveText(tw ? '生成投注碼' : '生成投注码');
    const { link } = await saveCode(page);
    await expect(page.getByTestId('booking-copy')).toHaveText(tw ? '複製投注碼' : '复制投注码');
    await expect(page.getByTestId('booking-copy-link')).toHaveText(tw ? '複製連結' : '复制链接');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-dialog-1440-${edition}-${language}.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('userId');
      localStorage.removeItem('mf_sports/betSlip');
    });
    await page.goto(new URL(link).pathname);
    await expect(page.getByTestId('booking-loaded')).toHaveText(tw ? '已載入 1 個投注項' : '已载入 1 个投注项');
    await expect(page.getByTestId('booking-go')).toHaveText(tw ? '登入後投注' : '登录后投注');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-page-390-${edition}-${language}.png` });
    expect(errors).toEqual([]);
  });
}
