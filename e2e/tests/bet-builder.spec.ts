import { expect, test, type Page } from '../support/test';
import { memberSession, newMemberSession } from '../support/auth';
import { watchErrors } from '../support/site';
import { sportControl } from '../support/sport';

/**
 * 同场串关 (bet builder) in the match detail, over the real api and its sports feed (seeded, frozen: e2e/support/sport.ts).
 * The journey plays with a fresh member whose sport venue wallet (crty) is funded with 500.00 by the dev hook: it opens
 * a pre-match football match's 同场串关 mode, picks 主胜 + 大 2.5 and sees their joint price beside what they would pay
 * as separate legs, adds 客胜 and reads the contradiction refused in Chinese, places the builder at 10.00 and sees it
 * accepted as one bet of its two selections at the joint price; in play, a goal (dev control) suspends the builder
 * and, once reopened, re-quotes the same selections at a new price. The layout journeys (both editions, both languages) open the builder at 1440 and
 * 390 px and see it read right; a basketball match says why it has no builder. SHOTS=<dir> saves screenshots.
 */
const SHOTS = process.env.SHOTS;

async function openDetail(page: Page, sport: 'FT' | 'BK', show: 'FT' | 'RB' = 'FT'): Promise<{ gameId: string; home: string; away: string }> {
  await page.goto(`/game/sport/crty?sport=${sport}&show=${show}`);
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  // A board whose leagues start folded: the first one opened.
  const league = page.locator('button[data-testid^="league-"]').first();
  if ((await page.locator('button[data-testid^="more-"]').count()) === 0) await league.click();
  const more = page.locator('button[data-testid^="more-"]').first();
  await expect(more).toBeVisible();
  const gameId = ((await more.getAttribute('data-testid')) ?? '').replace(/^more-/, '');
  await more.click();
  const detail = page.getByTestId('match-detail');
  await expect(detail.locator('[data-testid^="market-"]').first()).toBeVisible();
  const [home, away] = await page.getByTestId(`match-${gameId}`).locator('[class*="teamName"]').allTextContents();
  return { gameId, home: home ?? '', away: away ?? '' };
}

const quote = (page: Page) => page.getByTestId('builder-quote');

test('the journey: 主胜 + 大 2.5 priced together, a contradiction refused, placed as one bet, re-quoted after a goal', async ({ page }) => {
  const errors = watchErrors(page);
  const { name } = await newMemberSession(page, 'bb');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  const { home, away } = await openDetail(page, 'FT');
  await page.getByTestId('detail-mode-builder').click();
  const builder = page.getByTestId('bet-builder');
  await expect(builder).toBeVisible();
  await expect(builder.getByText('从同一场比赛选择2至6个投注项组成一注，赔率按各项同时成立的可能性计算')).toBeVisible();
  await expect(quote(page)).toHaveText('请至少选择2个投注项');

  await page.getByTestId('builder-pick-M:H').click();
  await page.getByTestId('builder-pick-OU:O:2.5').click();
  await expect(page.getByTestId('builder-count')).toHaveText('已选 2/6');
  await expect(quote(page)).toHaveAttribute('data-state', 'open');
  const before = (await page.getByTestId('builder-price').textContent()) ?? '';
  expect(before).toMatch(/^\d+\.\d\d$/);
  // The joint price is not what the two would pay as separate legs.
  await expect(page.getByTestId('builder-product')).not.toHaveText(`（分开串关 ${before}）`);

  await page.getByTestId('builder-pick-M:C').click();
  await expect(quote(page)).toHaveAttribute('data-state', 'refused');
  await expect(page.getByTestId('builder-refusal')).toHaveText(`「独赢 ${home}」与「独赢 ${away}」不能同时成立`);
  await expect(page.getByTestId('builder-place')).toBeDisabled();
  await page.getByTestId('builder-pick-M:C').click();
  await expect(quote(page)).toHaveAttribute('data-state', 'open');

  await page.getByTestId('builder-stake').fill('10');
  await page.getByTestId('builder-place').click();
  const receipt = page.getByTestId('builder-receipt');
  await expect(receipt.getByTestId('bet-kind')).toHaveText('同场串关');
  await expect(receipt.getByTestId('bet-state')).toHaveText('已受理');
  await expect(receipt.getByTestId('bet-leg')).toHaveCount(1);
  await expect(receipt.getByTestId('leg-pick')).toHaveText(`独赢 ${home} + 大小 大 2.5`);
  await expect(receipt.getByTestId('leg-price')).toHaveText(before);
  await expect(page.getByTestId('builder-count')).toHaveText('已选 0/6');

  await page.keyboard.press('Escape');

  // In play, the match moves: a goal (dev control) re-prices the same selections once its suspension is lifted.
  const live = await openDetail(page, 'FT', 'RB');
  // The feed froze with the match as it was then, a suspension under way included: its markets opened for the journey.
  await sportControl(page.request, { op: 'reopen', gameId: live.gameId });
  await page.getByTestId('detail-mode-builder').click();
  const [h, c] = ((await page.getByTestId('match-detail').locator('b[class*="score"]').first().textContent()) ?? '0 : 0')
    .split(':')
    .map((x) => Number(x.trim()));
  // Odd total + at least one more goal: open whatever the score (a goal flips the parity).
  const line = Math.min(4, (h ?? 0) + (c ?? 0)) + 0.5;
  await page.getByTestId('builder-pick-EO:ODD').click();
  await page.getByTestId(`builder-pick-OU:O:${line}`).click();
  await expect(quote(page)).toHaveAttribute('data-state', 'open');
  const inPlay = (await page.getByTestId('builder-price').textContent()) ?? '';
  await sportControl(page.request, { op: 'score', gameId: live.gameId, side: 'H' });
  await expect(quote(page)).toHaveAttribute('data-state', 'suspended');
  await expect(page.getByTestId('builder-refusal')).toHaveText('盘口已暂停，请稍后再试');
  await sportControl(page.request, { op: 'reopen', gameId: live.gameId });
  await expect(quote(page)).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('builder-price')).not.toHaveText(inPlay);
  expect(errors).toEqual([]);
});

for (const edition of ['classic', 'professional'] as const) {
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    test(`the builder reads right at 1440 and 390 px (${edition}, ${language})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await memberSession(page, 'demo02', 'demo1234');
      await page.evaluate(
        ({ e, l }) => {
          window.localStorage.setItem('edition', e);
          window.localStorage.setItem('language', l);
        },
        { e: edition, l: language },
      );
      const tw = language === 'zh-TW';
      await openDetail(page, 'FT');
      await page.getByTestId('detail-mode-builder').click();
      await expect(page.getByTestId('detail-mode-builder')).toHaveText(tw ? '同場串關' : '同场串关');
      await page.getByTestId('builder-pick-HM:H').click();
      await page.getByTestId('builder-pick-OU:O:1.5').click();
      await expect(quote(page)).toHaveAttribute('data-state', 'open');
      await expect(quote(page)).toContainText(tw ? '組合賠率' : '组合赔率');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/builder-1440-${edition}-${language}.png`, animations: 'disabled' });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByTestId('builder-ticket')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/builder-390-${edition}-${language}.png`, animations: 'disabled' });
      if (edition === 'classic') {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.keyboard.press('Escape');
        await openDetail(page, 'BK');
        await page.getByTestId('detail-mode-builder').click();
        await expect(page.getByTestId('builder-not-offered')).toHaveText(
          tw
            ? '同場串關僅適用於足球：其他運動的賠率模型不提供同場投注項同時成立的機率'
            : '同场串关仅适用于足球：其他运动的赔率模型不提供同场投注项同时成立的概率',
        );
      }
      expect(errors).toEqual([]);
    });
  }
}
