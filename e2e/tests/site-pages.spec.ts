import { expect, test, type Page } from '../support/test';
import { siteStorage } from '../support/site-blank';
import { expectLoggedIn, freshName, memberPost, newMemberSession, openRegister, resetGuards } from '../support/auth';
import { seriousFindings } from '../support/axe';
import { settled } from '../support/settled';
import { pageVisits } from '../support/visit';

/**
 * The site pages: the home page's notice marquee and banners, friend invitation (link, QR code,
 * a friend registers with the icode and deposits, the inviter sees the friend and the reward), the agent
 * application, sponsor and download. SITE_SHOTS=<folder> saves screenshots at 1440 and 390 px, both
 * editions, both languages.
 */
const SHOTS = process.env.SITE_SHOTS;
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A deposit of the logged-in member through the api and the demo gateway's confirmation (as the bank would). */
async function depositByApi(page: Page, amount: string): Promise<void> {
  const bound = await memberPost(page, '/site/api/v1/user/bindFromDeposit', { realName: '王小明', phone: randomPhone() });
  expect(bound.code, bound.message).toBe(6000);
  const order = await memberPost(page, '/fd/api/v1/payment/pay', { payCode: 'BANK', amount });
  expect(order.code, order.message).toBe(6000);
  const [path, query] = String((order.data as { gatewayUrl: string }).gatewayUrl).split('?');
  const paid = await page.request.post(`${path}/confirm?${query}`, { form: {} });
  expect(await paid.text()).toContain('支付成功');
}

test('home: the marquee scrolls the notices (still for a player who asks for less motion) and the banners open their activity pages', async ({ page }) => {
  // The journeys play as a player who prefers reduced motion (playwright.config.ts); this one looks at the motion too.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/home');
  const marquee = page.getByTestId('home-marquee');
  await expect(marquee.getByTestId('home-notice').first()).toContainText('官方公告');
  await expect(marquee).toContainText('存款渠道仅限官方网站');
  const motion = () => marquee.evaluate((el) => el.getAnimations({ subtree: true }).map((a) => a.playState));
  await expect.poll(motion).toEqual(['running']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(motion).toEqual([]);
  await expect(marquee).toContainText('存款渠道仅限官方网站');
  const banners = page.getByTestId('home-banner');
  await expect(banners).toHaveCount(2);
  await expect(banners.nth(0)).toContainText('优惠活动');
  await banners.filter({ hasText: '邀请好友' }).click();
  await expect(page).toHaveURL(/\/activity\/friendInvitation$/);
  // A guest reads how it works and is asked to log in.
  await expect(page.getByTestId('invite-page')).toContainText('好友首存满 100 元');
  await page.getByTestId('invite-login').click();
  await expect(page.getByText('请先登录账号，才能了解更多').first()).toBeVisible();
});

test('friend invitation: a friend registers through the link and deposits; the inviter sees the friend and the reward', async ({ page, browser }) => {
  await newMemberSession(page, 'i');
  await page.goto('/activity/friendInvitation');
  const code = (await page.getByTestId('invite-code').innerText()).trim();
  expect(code).toMatch(/^[2-9A-Z]{8}$/);
  const link = await page.getByTestId('invite-link').innerText();
  expect(link).toBe(`${new URL(page.url()).origin}/home?icode=${code}`);
  await expect(page.getByTestId('qr-code')).toHaveAttribute('data-qr-value', link);
  await expect(page.getByTestId('qr-code').locator('img')).toBeVisible();
  await expect(page.getByTestId('invite-total')).toHaveText('0');

  // The friend opens the link in another browser and registers through the form: the shell sends the icode.
  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await resetGuards(friend.request);
    const name = freshName('g');
    const dialog = await openRegister(friend);
    await dialog.getByLabel('用户名').fill(name);
    await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
    await dialog.getByLabel('确认密码').fill('abc12345');
    await dialog.getByRole('checkbox').check();
    await dialog.getByTestId('register-submit').click();
    await expect(friend.getByText('注册成功')).toBeVisible();
    await dialog.getByTestId('limit-offer-skip').click();
    await expectLoggedIn(friend, name);

    await page.reload();
    await expect(page.getByTestId('invite-total')).toHaveText('1');
    await expect(page.getByTestId('invite-friend')).toHaveCount(1);
    await expect(page.getByTestId('invite-friend').first()).toContainText(`${name.slice(0, 2)}***${name.slice(-2)}`);
    await expect(page.getByTestId('invite-friend-reward')).toHaveText('0');

    await depositByApi(friend, '300');
  } finally {
    await friendContext.close();
  }
  await page.reload();
  await expect(page.getByTestId('invite-friend-reward')).toHaveText('30');
  await expect(page.getByTestId('invite-reward-total')).toHaveText('30');
  await expect(page.getByTestId('invite-friend').first()).toContainText('是');
  const balance = await memberPost(page, '/fd/api/v1/transfer/getBalance', {});
  expect((balance.data as { centerWalletBalance: number }).centerWalletBalance).toBe(30);
});

test('agent: the tiers, Chinese messages for a bad form, the application kept and shown', async ({ page }) => {
  await page.goto('/agent');
  await expect(page.getByTestId('agent-tiers').locator('tbody tr')).toHaveCount(4);
  await page.getByTestId('agent-submit').click();
  await expect(page.getByTestId('agent-error-realName')).toHaveText('请输入 2-20 位中文真实姓名');
  await expect(page.getByTestId('agent-error-phone')).toHaveText('请输入正确的 11 位手机号');
  await expect(page.getByTestId('agent-error-channel')).toHaveText('请选择推广渠道');
  await expect(page.getByTestId('agent-error-plan')).toHaveText('推广计划请填写 10-300 个字');

  await newMemberSession(page, 'a');
  await page.goto('/agent');
  await page.getByTestId('agent-realName').fill('张三');
  await page.getByTestId('agent-phone').fill('1391234567');
  await page.getByTestId('agent-contact').fill('wx_zhang3');
  await page.getByTestId('agent-channel').selectOption('social');
  await page.getByTestId('agent-plan').fill('在微信群和朋友圈推广体育赛事内容');
  await page.getByTestId('agent-submit').click();
  await expect(page.getByTestId('agent-error-phone')).toHaveText('请输入正确的 11 位手机号');
  await page.getByTestId('agent-phone').fill('13912345678');
  await page.getByTestId('agent-submit').click();
  await expect(page.getByText('申请已提交，客服将在 1-3 个工作日内联系您')).toBeVisible();
  await expect(page.getByTestId('agent-status')).toContainText('正在审核中');
  await page.reload();
  await expect(page.getByTestId('agent-status')).toContainText('正在审核中');
  const again = await memberPost(page, '/site/api/v1/agent/apply', {
    realName: '张三',
    phone: '13912345678',
    contact: 'wx_zhang3',
    channel: 'social',
    plan: '在微信群和朋友圈推广体育赛事内容',
  });
  expect([again.code, again.message]).toEqual([6009, '您已提交过代理申请，请耐心等待审核']);
});

test('sponsor (no footer) and download (QR code, both platforms) render', async ({ page }) => {
  await page.goto('/sponsor');
  await expect(page.getByTestId('sponsor-item')).toHaveCount(3);
  await expect(page.getByTestId('sponsor-page')).toContainText('官方合作伙伴');
  // Each tile shows its picture (drawn by the api when the sponsor names none).
  await expect(page.getByTestId('sponsor-item').locator('img[src^="/site-art/sponsor/"]')).toHaveCount(3);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.goto('/download');
  await expect(page.getByTestId('qr-code')).toHaveAttribute('data-qr-value', `${new URL(page.url()).origin}/download`);
  await expect(page.getByTestId('download-ios')).toContainText('iOS 13');
  await expect(page.getByTestId('download-android')).toContainText('Android 8.0');
  await expect(page.locator('footer').first()).toBeVisible();
});

const PAGES = [
  { path: '/home', testId: 'home', ready: 'home-notice' },
  { path: '/activity/friendInvitation', testId: 'invite-page', ready: 'invite-code' },
  { path: '/agent', testId: 'agent-page', ready: 'agent-form' },
  { path: '/sponsor', testId: 'sponsor-page', ready: 'sponsor-item' },
  { path: '/download', testId: 'download-page', ready: 'download-ios' },
] as const;

for (const width of [1440, 390] as const) {
  for (const edition of ['classic', 'professional'] as const) {
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      test(`site pages at ${width} px, ${edition}, ${language}: fit the screen, no serious accessibility findings`, async ({ page }) => {
        // Five pages, each checked by axe and shot full-page: more than the default minute on a shared machine.
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await siteStorage(page, { edition, language });
        await newMemberSession(page, 's');
        const visit = pageVisits(page);
        for (const p of PAGES) {
          await visit(p.path);
          await expect(page.getByTestId(p.testId)).toBeVisible();
          await expect(page.getByTestId(p.ready).first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
          await settled(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          expect(await seriousFindings(page, `[data-testid="${p.testId}"]`)).toEqual([]);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/${p.testId}-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        }
      });
    }
  }
}
