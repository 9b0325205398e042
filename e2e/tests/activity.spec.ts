import { expect, test, type Page } from '../support/test';
import { siteStorage } from '../support/site-blank';
import { memberPost, newMemberSession } from '../support/auth';
import { seriousFindings } from '../support/axe';
import { watchErrors } from '../support/site';
import { settled } from '../support/settled';
import { pageVisits } from '../support/visit';

/**
 * Promotions: /activity/discount and the eight landing kinds against the real api (the e2e
 * server seeds one activity of every kind). A new member joins the first-deposit bonus, deposits
 * through the demo gateway, gets the bonus and sees its turnover on /mine/takemoney; checks in two
 * Beijing days in a row (the dev hook moves the member's check-in history back a day; the api's clock
 * is left alone); spins the wheel. ACTIVITY_SHOTS=<folder> saves every activity page at 1440 and
 * 390 px, both editions, both languages.
 */
const SHOTS = process.env.ACTIVITY_SHOTS;
const KINDS = ['racePage', 'activityLandPage', 'firstDeposit', 'againDeposit', 'newTask', 'drawGift', 'signGift', 'bettingGift'] as const;

interface Activity {
  id: number;
  kind: (typeof KINDS)[number];
}

/** A fresh member's session, stored before the journey's first page. */
async function newMember(page: Page): Promise<string> {
  const { name } = await newMemberSession(page, 'pr');
  return name;
}

async function activities(page: Page): Promise<Activity[]> {
  const out = await memberPost(page, '/act/api/v1/promotion/config', {});
  expect(out.code).toBe(6000);
  return (out.data as { list: Activity[] }).list;
}

const idOf = (list: Activity[], kind: Activity['kind']) => list.find((a) => a.kind === kind)!.id;
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A paid deposit without the deposit pages (those are the member-funds journey's): pay, then the gateway's confirmation. */
async function depositByApi(page: Page, amount: string): Promise<void> {
  expect((await memberPost(page, '/site/api/v1/user/bindFromDeposit', { realName: '王小明', phone: randomPhone() })).code).toBe(6000);
  const order = await memberPost(page, '/fd/api/v1/payment/pay', { payCode: 'BANK', amount });
  expect(order.code, order.message).toBe(6000);
  const [path, query] = String((order.data as { gatewayUrl: string }).gatewayUrl).split('?');
  const paid = await page.request.post(`${path}/confirm?${query}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '' });
  expect(paid.status()).toBe(200);
}

test('a new member joins the first-deposit bonus, deposits through the demo gateway and sees the bonus and its turnover', async ({ page }) => {
  const errors = watchErrors(page);
  await newMember(page);
  await page.goto('/activity/discount');
  await expect(page.getByTestId('discount-card')).toHaveCount(KINDS.length);
  await expect(page.getByTestId('discount-notice')).toContainText('官方');
  await page.getByTestId('discount-tab-deposit').click();
  await expect(page).toHaveURL(/cat=deposit/);
  await expect(page.getByTestId('discount-card')).toHaveCount(2);
  await page.locator('[data-testid="discount-card"][data-kind="firstDeposit"] button').click();
  await expect(page).toHaveURL(/\/activity\/firstDeposit\/\d+$/);
  await expect(page.getByTestId('landing-rules')).toContainText('红利为存款金额的 100%，最高 888 元。');
  await page.getByTestId('landing-join').click();
  await expect(page.getByTestId('landing-joined')).toBeVisible();
  const landing = page.url();

  // The deposit pages: real name and phone asked in the flow, then a bank transfer confirmed on the gateway.
  await page.getByTestId('bonus-deposit').click();
  await expect(page).toHaveURL(/\/mine\/savemoney/);
  await expect(page.getByTestId('deposit-bind')).toBeVisible();
  await page.getByTestId('deposit-real-name').fill('王小明');
  await page.getByTestId('deposit-phone').fill(randomPhone());
  await page.getByTestId('deposit-bind-submit').click();
  await page.getByTestId('limit-offer-skip').click();
  await page.getByTestId('deposit-type-BANK').click();
  await page.getByTestId('deposit-amount').fill('200');
  const popup = page.waitForEvent('popup');
  await page.getByTestId('deposit-submit').click();
  const gateway = await popup;
  await gateway.getByTestId('gateway-confirm').click();
  await expect(gateway.getByTestId('gateway-paid')).toContainText('支付成功');
  await gateway.close();
  await expect(page.getByTestId('deposit-wait-state')).toHaveText('支付成功，金额已到账');

  await page.goto(landing);
  await expect(page.getByTestId('bonus-credited')).toContainText('已获得红利 ¥ 200');
  await expect(page.getByTestId('bonus-credited')).toContainText('需完成有效流水 ¥ 4,000 后方可提款');
  await page.getByTestId('bonus-takemoney').click();
  await expect(page).toHaveURL(/\/mine\/takemoney/);
  await expect(page.getByTestId('withdraw-balance')).toContainText('400');
  await expect(page.getByTestId('withdraw-turnover')).toHaveText('还需完成流水 4000.00 元');
  expect(errors).toEqual([]);
});

test('checks in two Beijing days in a row (the check-in history moved back a day)', async ({ page }) => {
  const name = await newMember(page);
  const id = idOf(await activities(page), 'signGift');
  await page.goto(`/activity/signGift/${id}`);
  await page.getByTestId('landing-join').click();
  await page.getByTestId('sign-button').click();
  await expect(page.getByTestId('sign-streak')).toHaveText('已连续签到 1 天');
  await expect(page.getByTestId('sign-button')).toHaveText('今日已签到');
  await expect(page.getByTestId('sign-button')).toBeDisabled();

  const moved = await page.request.post('/dev/promotion/sign-back', { data: { name } });
  expect(((await moved.json()) as { code: number }).code).toBe(6000);
  await page.reload();
  await expect(page.getByTestId('sign-streak')).toHaveText('已连续签到 1 天');
  await page.getByTestId('sign-button').click();
  await expect(page.getByTestId('sign-streak')).toHaveText('已连续签到 2 天');
  await expect(page.getByTestId('landing-history').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('landing-history')).toContainText('连续签到第2天');
});

test('spins the lucky wheel drawn on the server, with a chance earned by a deposit and the odds shown', async ({ page }) => {
  await newMember(page);
  const id = idOf(await activities(page), 'drawGift');
  await page.goto(`/activity/drawGift/${id}`);
  await expect(page.getByTestId('wheel-odds')).toContainText('0.1%');
  await page.getByTestId('landing-join').click();
  await expect(page.getByTestId('wheel-chances')).toHaveText('剩余抽奖次数：0');
  await expect(page.getByTestId('wheel-spin')).toBeDisabled();
  await depositByApi(page, '100');
  await page.reload();
  await expect(page.getByTestId('wheel-chances')).toHaveText('剩余抽奖次数：1');
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-result')).toHaveText(/^(恭喜抽中 .+！|谢谢参与，下次好运)$/, { timeout: 10_000 });
  await expect(page.getByTestId('wheel-chances')).toHaveText('剩余抽奖次数：0');
  await expect(page.getByTestId('landing-history').locator('li')).toHaveCount(1);
});

test('a guest sees the rules and gets the login prompt on join', async ({ page }) => {
  await page.goto('/activity/discount');
  const list = await activities(page);
  await page.goto(`/activity/newTask/${idOf(list, 'newTask')}`);
  await expect(page.getByTestId('claim-row')).toHaveCount(4);
  await expect(page.getByTestId('landing-rules')).toContainText('每项限领一次');
  await page.getByTestId('landing-join').click();
  await expect(page.getByTestId('dialog-confirm')).toContainText('请先登录账号，才能了解更多');
  await page.goto('/activity/newTask/99999');
  await expect(page.getByTestId('landing-page')).toContainText('活动不存在或已下架');
});

for (const width of [1440, 390] as const) {
  for (const edition of ['classic', 'professional'] as const) {
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      test(`every activity page at ${width} px, ${edition}, ${language}: fits the screen, no serious accessibility findings`, async ({ page }) => {
        await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await siteStorage(page, { edition, language });
        await newMemberSession(page, 'pr');
        const list = await activities(page);
        const pages: [string, string][] = [['discount', '/activity/discount'], ...KINDS.map((k): [string, string] => [k, `/activity/${k}/${idOf(list, k)}`])];
        const visit = pageVisits(page);
        for (const [name, path] of pages) {
          await visit(path);
          // Each landing page is the same component: the one wanted is the one showing this kind, not the last one
          // still on screen while the next loads.
          const root = name === 'discount' ? '[data-testid="discount-page"]' : `[data-testid="landing-page"][data-kind="${name}"]`;
          await expect(page.locator(root)).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await settled(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          expect(await seriousFindings(page, root)).toEqual([]);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/activity-${name}-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        }
      });
    }
  }
}
