import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { md5, memberPost, newMemberSession } from '../support/auth';
import { freshCardNo } from '../support/member';
import { seriousFindings } from '../support/axe';
import { e2eDataDir, REPO } from '../support/site';

/**
 * The withdrawal tracker and fast payouts (/mine/takemoney): a seasoned member (the dev control ages the account,
 * its card and its withdrawal password past the payout policy's age and quiet hours) withdraws 100 and sees the
 * tracker at 已出款 at once (approved by the policy); 1,100 is over the policy's maximum and waits in 风控审核
 * (人工审核); the operator's CLI holds it for 流水未完成 and then approves it, and the tracker follows. Then the
 * tracker at 1440 and 390 px in both editions and languages: it fits and reads right, no serious accessibility findings.
 * TRACKER_SHOTS=<folder> saves the screenshots.
 */
const SHOTS = process.env.TRACKER_SHOTS;
const PASSWORD = '135790';
/** The calls the deposit, card and withdrawal pages make (shared/src/contracts). */
const API = {
  bindFromDeposit: '/site/api/v1/user/bindFromDeposit',
  addBankCard: '/fd/api/v1/bankCard/add',
  withdrawalPwdSet: '/site/api/v1/user/withdrawal/pwd/set',
  pay: '/fd/api/v1/payment/pay',
  withdrawNew: '/fd/api/v1/withdraw/new',
} as const;
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The operators' command (npm run withdraw:decide) against this worker's data, as an operator runs it. */
function withdrawDecide(...args: string[]): string {
  return execFileSync(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'api/src/modules/withdraw/decide-cli.ts'), ...args], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: e2eDataDir() },
    encoding: 'utf8',
  });
}

/** A new member with a real name, a bank card in that name, a withdrawal password and `deposit` yuan; aged 8 days. */
async function seasonedMember(page: Page, deposit: string): Promise<{ name: string; cardId: number }> {
  const { name } = await newMemberSession(page, 'wt');
  const bound = await memberPost(page, API.bindFromDeposit, { realName: '王小明', phone: randomPhone() });
  expect(bound.code, bound.message).toBe(6000);
  const card = await memberPost(page, API.addBankCard, { bankCode: 'CMB', cardNo: freshCardNo(), holder: '王小明' });
  expect(card.code, card.message).toBe(6000);
  const pwd = await memberPost(page, API.withdrawalPwdSet, { password: md5(PASSWORD) });
  expect(pwd.code, pwd.message).toBe(6000);
  const order = await memberPost(page, API.pay, { payCode: 'BANK', amount: deposit });
  expect(order.code, order.message).toBe(6000);
  const [gatewayPath, query] = String(order.data.gatewayUrl).split('?');
  expect((await page.request.post(`${gatewayPath}/confirm?${query}`, { form: {} })).status()).toBe(200);
  const aged = await page.request.post('/dev/withdraw/age', { data: { name, hours: 8 * 24 } });
  expect(((await aged.json()) as { code: number }).code).toBe(6000);
  return { name, cardId: Number(card.data.card.id) };
}

const steps = (page: Page, order: number) => page.getByTestId('withdraw-order').nth(order).getByTestId('withdraw-step');

test('a withdrawal the policy allows reaches 已出款 at once; a larger one waits in 人工审核 until the operator approves it', async ({ page }) => {
  await seasonedMember(page, '1300');
  await page.goto('/mine/takemoney');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('¥ 1,300');

  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-password').fill(PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  const first = page.getByTestId('withdraw-order').first();
  await expect(first.getByTestId('withdraw-order-state')).toHaveText('已出款');
  await expect(steps(page, 0)).toHaveText([
    /^已提交\d\d-\d\d \d\d:\d\d$/,
    /^风控审核\d\d-\d\d \d\d:\d\d$/,
    /^已审核\d\d-\d\d \d\d:\d\d$/,
    /^已出款\d\d-\d\d \d\d:\d\d$/,
  ]);
  await expect(steps(page, 0).last()).toHaveAttribute('aria-current', 'step');

  await page.getByTestId('withdraw-amount').fill('1100');
  await page.getByTestId('withdraw-password').fill(PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-order')).toHaveCount(2);
  const held = page.getByTestId('withdraw-order').first();
  await expect(held.getByTestId('withdraw-order-state')).toHaveText('审核中');
  await expect(steps(page, 0)).toHaveText([/^已提交/, /^风控审核\d\d-\d\d \d\d:\d\d人工审核$/, /^已审核预计 \d\d-\d\d \d\d:\d\d$/, '已出款']);
  await expect(steps(page, 0).nth(1)).toHaveAttribute('aria-current', 'step');
  const orderNo = (await held.getAttribute('data-order-no')) ?? '';
  expect(orderNo).toMatch(/^W\d+/);

  // The operator holds it for the turnover left, then approves it (no hub: the page's own read follows).
  expect(JSON.parse(withdrawDecide('hold', orderNo, '流水未完成', '200'))).toMatchObject({ orderNo, statusName: '审核中' });
  await expect(steps(page, 0).nth(1).getByTestId('withdraw-step-hold')).toHaveText('流水未完成：还需完成流水 200.00 元');
  await expect(steps(page, 0).nth(2)).toHaveText('已审核');
  expect(JSON.parse(withdrawDecide('approve', orderNo))).toMatchObject({ orderNo, statusName: '已出款' });
  await expect(held.getByTestId('withdraw-order-state')).toHaveText('已出款');
  await expect(steps(page, 0).getByTestId('withdraw-step-hold')).toHaveCount(0);
  await expect(steps(page, 0).last()).toHaveText(/^已出款\d\d-\d\d \d\d:\d\d$/);
  await expect(page.getByTestId('withdraw-balance')).toHaveText('¥ 100');
});

test('the tracker at 1440 and 390 px, both editions and languages: fits the screen, reads right, no serious accessibility findings', async ({ page }) => {
  const { cardId } = await seasonedMember(page, '1300');
  for (const amount of ['100', '1100']) {
    const out = await memberPost(page, API.withdrawNew, { accountId: cardId, amount, password: md5(PASSWORD) }, randomUUID());
    expect(out.code, out.message).toBe(6000);
  }
  const WORDS = {
    'zh-CN': { title: '取款', paid: '已出款', pending: '审核中', review: '风控审核', hold: '人工审核' },
    'zh-TW': { title: '取款', paid: '已出款', pending: '稽核中', review: '風控稽核', hold: '人工稽核' },
  } as const;
  for (const width of [1440, 390] as const) {
    for (const edition of ['classic', 'professional'] as const) {
      for (const language of ['zh-CN', 'zh-TW'] as const) {
        await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await page.evaluate(
          ([e, l]) => {
            localStorage.setItem('edition', e);
            localStorage.setItem('language', l);
          },
          [edition, language] as const,
        );
        await page.goto('/mine/takemoney');
        await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
        const words = WORDS[language];
        await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
        await expect(page.getByTestId('withdraw-order-state')).toHaveText([words.pending, words.paid]);
        await expect(steps(page, 0).nth(1)).toContainText(words.review);
        await expect(steps(page, 0).nth(1).getByTestId('withdraw-step-hold')).toHaveText(words.hold);
        const tracker = await page.getByTestId('withdraw-tracker').boundingBox();
        expect(tracker && tracker.x >= 0 && tracker.x + tracker.width <= width).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        expect(await seriousFindings(page, '[data-testid="takemoney-page"]')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
      }
    }
  }
});
