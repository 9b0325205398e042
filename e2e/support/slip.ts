import { expect, type Locator, type Page } from '@playwright/test';
import { newMemberSession } from './auth';

/**
 * The bet slip's journeys' common steps over the real api and its frozen, seeded feed (support/sport.ts): a fresh
 * member with a funded sport wallet, the player's edition and language, the board, picks and the slip's switches.
 */

export type Edition = 'classic' | 'professional';
export type Language = 'zh-CN' | 'zh-TW';

/** A fresh member whose sport venue wallet (crty) holds `amount` yuan (dev hook), with the edition and language set. */
export async function fundedMember(page: Page, prefix: string, amount: string, edition: Edition = 'classic', language: Language = 'zh-CN'): Promise<string> {
  const { name } = await newMemberSession(page, prefix);
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount } })).ok()).toBe(true);
  await page.evaluate(
    ({ e, l }) => {
      window.localStorage.setItem('edition', e);
      window.localStorage.setItem('language', l);
    },
    { e: edition, l: language },
  );
  return name;
}

export async function openBoard(page: Page, show: 'RB' | 'FT'): Promise<void> {
  await page.goto(`/game/sport/crty?sport=FT&show=${show}`);
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
}

/** The open home-win (1X2) price buttons of the board, one per match, in row order. */
export const homeWins = (page: Page): Locator => page.locator('button[data-testid$=":M:H"][data-hk]');
export const slip = (page: Page): Locator => page.getByTestId('bet-slip');

export async function setSwitch(page: Page, testId: string, on: boolean): Promise<void> {
  const input = page.getByTestId(testId);
  if ((await input.isChecked()) !== on) await input.locator('xpath=..').click();
  await expect(input).toBeChecked({ checked: on });
}

/** How many screens of the board homeWin scrolls through at most before it says none is open. */
const BOARD_SCREENS = 12;

/**
 * An open home-win price not picked yet, priced between 0.20 and 6.00, in board order after the first `skip` of
 * the rows rendered: its cell and selection id. The board is a virtual list and its feed is shared by the journeys
 * (some score goals, reprice or suspend a match): when the rows on screen offer none, the list is scrolled a screen
 * at a time, as a player would, up to BOARD_SCREENS screens or its end.
 */
export async function homeWin(page: Page, skip = 0): Promise<{ cell: Locator; id: string; hk: number }> {
  await expect(homeWins(page).first()).toBeVisible();
  const seen: string[] = [];
  for (let screen = 0; screen < BOARD_SCREENS; screen += 1) {
    const cells = await homeWins(page).evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute('data-testid') ?? '',
        hk: Number(el.getAttribute('data-hk')),
        open: el.getAttribute('aria-pressed') === 'false',
      })),
    );
    const candidates = cells.filter((c) => c.open && c.hk >= 200 && c.hk <= 6000);
    const found = candidates[skip];
    if (found) return { cell: page.locator(`button[data-testid="${found.id}"]`).first(), id: found.id.replace(/^odds-/, ''), hk: found.hk };
    seen.push(`${cells.length} prices (${candidates.length} open in range)`);
    const moved = await page.getByTestId('match-list').evaluate(async (list) => {
      const before = list.scrollTop;
      list.scrollBy(0, list.clientHeight * 0.8);
      // The virtual list renders the rows now on screen by the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return list.scrollTop > before;
    });
    if (!moved) break;
  }
  throw new Error(`no open price to pick (skip ${skip}; screens seen: ${seen.join(', ')})`);
}

/** Puts an open home-win price on the slip (see homeWin); returns the selection id. */
export async function pick(page: Page, skip = 0): Promise<string> {
  const { cell, id } = await homeWin(page, skip);
  await cell.click();
  try {
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
  } catch (e) {
    if (e instanceof Error) e.message += `\n${await pickMissed(page, id)}`;
    throw e;
  }
  return id;
}

/**
 * What the page shows after a tap on a price did not pick it, for the failure's message: the cell (still there? its
 * attributes), what is at its centre now, the slip's count, the messages on screen and the scroll position.
 */
async function pickMissed(page: Page, selectionId: string): Promise<string> {
  const seen = await page.evaluate((sid) => {
    const cell = document.querySelector(`[data-testid="odds-${sid}"]`);
    const box = cell?.getBoundingClientRect();
    const atCentre = box ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
    return {
      cell: cell ? cell.outerHTML.slice(0, 240) : 'gone',
      box: box ? [box.x, box.y, box.width, box.height].map(Math.round) : null,
      atCentre: atCentre === cell || (atCentre && cell?.contains(atCentre)) ? 'the cell' : (atCentre?.outerHTML.slice(0, 240) ?? 'nothing'),
      focused: document.activeElement?.outerHTML.slice(0, 120) ?? null,
      slipCount: document.querySelector('[data-testid="slip-count"]')?.textContent ?? null,
      messages: [...document.querySelectorAll('[role="status"], [role="alert"]')].map((el) => el.textContent?.trim()).filter(Boolean),
      scrollY: Math.round(window.scrollY),
    };
  }, selectionId);
  return `after the tap: ${JSON.stringify(seen)}`;
}
