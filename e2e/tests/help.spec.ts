import { expect, test, type Page } from '../support/test';
import { watchErrors } from '../support/site';
import { shot } from '../support/shots';

/** The 23 help topics of spec §2 in menu order, with the title each article shows. */
const TOPICS: readonly [string, string][] = [
  ['kh', '开户'],
  ['ck', '存款'],
  ['qk', '取款'],
  ['zz', '转账'],
  ['yhgz', '银行规则'],
  ['tjllq', '投注流水返水'],
  ['xnbcqkjc', '虚拟币取款教程'],
  ['tytzjc', '体育投注教程'],
  ['tysstqth', '体育赛事提前与退还'],
  ['fjcjc', '彩票教程'],
  ['rqgl', '人气规则'],
  ['dxqgl', '大小球规则'],
  ['cpwt', '彩票问题'],
  ['dzjj', '电子游戏问题'],
  ['tywt', '体育问题'],
  ['zrwt', '真人问题'],
  ['qtwt', '其他问题'],
  ['bczr', '百家乐'],
  ['gywm', '关于我们'],
  ['gztk', '规则与条款'],
  ['hzhb', '合作伙伴'],
  ['ysgz', '隐私政策'],
  ['zxkf', '在线客服'],
];

const article = (page: Page) => page.getByTestId('help-article');
const helpMenu = (page: Page) => page.getByRole('navigation', { name: '帮助中心目录' });

async function openTopic(page: Page, topic: string) {
  await page.goto(`/app/help/${topic}`);
  await expect(article(page)).toBeVisible({ timeout: 20_000 });
}

test('/app/help/kh renders the help centre from mf-help', async ({ page }) => {
  const errors = watchErrors(page);
  await openTopic(page, 'kh');
  await expect(page.locator('.remote-mf_help [data-testid="help-article"]')).toHaveAttribute('data-topic', 'kh');
  await expect(page.getByRole('heading', { level: 1, name: '开户' })).toBeVisible();
  await expect(article(page).getByRole('heading', { level: 2, name: '注册步骤' })).toBeVisible();
  await expect(helpMenu(page).getByRole('link')).toHaveCount(23);
  await expect(helpMenu(page).getByRole('link', { name: '开户', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

test('/app/help without a topic opens the first topic (kh)', async ({ page }) => {
  await page.goto('/app/help');
  await expect(page.getByRole('heading', { level: 1, name: '开户' })).toBeVisible({ timeout: 20_000 });
  await expect(helpMenu(page).getByRole('link', { name: '开户', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('every one of the 23 topics is reachable from the side menu, in place (no reload)', async ({ page }) => {
  const errors = watchErrors(page);
  await openTopic(page, 'kh');
  await expect(helpMenu(page).getByRole('link')).toHaveText(TOPICS.map(([, title]) => title));
  // A marker on window survives only if the shell routes in place and updates the parcel.
  await page.evaluate(() => ((window as unknown as { __helpMarker: number }).__helpMarker = 1));
  for (const [topic, title] of [...TOPICS.slice(1), TOPICS[0]]) {
    await helpMenu(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/help/${topic}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article(page)).toHaveAttribute('data-topic', topic);
    await expect(helpMenu(page).getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(helpMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
    expect(await article(page).locator('h2').count()).toBeGreaterThanOrEqual(2);
  }
  expect(await page.evaluate(() => (window as unknown as { __helpMarker?: number }).__helpMarker)).toBe(1);
  expect(errors).toEqual([]);
});

test('deep link to /app/help/gztk shows the terms: 14 days, 5 years, age, limits, regions', async ({ page }) => {
  await openTopic(page, 'gztk');
  await expect(page.getByRole('heading', { level: 1, name: '规则与条款' })).toBeVisible();
  const terms = article(page);
  await expect(terms).toContainText('须在事发之日起14天内联系在线客服提出');
  await expect(terms).toContainText('本站的交易记录保存5年');
  await expect(terms).toContainText('您必须年满18周岁，或达到您所在司法管辖区规定的法定年龄（以较高者为准）');
  await expect(terms).toContainText('以下国家或地区的居民不得使用本站服务');
  await expect(terms.getByRole('listitem').filter({ hasText: '新加坡' })).toBeVisible();
  const limits = terms.getByRole('table');
  await expect(limits.getByRole('row', { name: /足球、篮球/ })).toContainText('150万美元（1,500,000）');
  await expect(limits.getByRole('row', { name: /娱乐场/ })).toContainText('60万美元（600,000）');
  await expect(limits.getByRole('row', { name: /金融投注/ })).toContainText('18万美元（180,000）');
  for (const heading of ['七、游戏结果争议', '八、欺诈', '九、外部链接', '十、不可抗力', '十一、不放弃权利']) {
    await expect(terms.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
});

test('privacy (ysgz) says staff never ask for the verification code', async ({ page }) => {
  await openTopic(page, 'ysgz');
  await expect(article(page)).toContainText('本站工作人员绝不会以任何理由向您索要验证码');
  await expect(article(page).getByRole('heading', { level: 2, name: '二、Cookie 与 IP 记录' })).toBeVisible();
});

test('zxkf shows the customer-service notice and a button that opens the service in a new window', async ({ page, context }) => {
  await openTopic(page, 'zxkf');
  await expect(page.getByTestId('official-channels-notice')).toContainText('本站不认可任何线下代理');
  const button = page.getByRole('button', { name: '联系在线客服' });
  await expect(button).toBeVisible();
  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await popup.waitForLoadState('domcontentloaded');
  expect(popup.url()).toMatch(/^https?:\/\//);
  await expect(page.getByRole('status')).toHaveText('');
  await popup.close();
});

test('ck carries the official-channels notice', async ({ page }) => {
  await openTopic(page, 'ck');
  await expect(page.getByTestId('official-channels-notice')).toContainText('官方网站、官方APP或官方在线客服');
});

test('an unknown topic shows a Chinese panel that links back to kh', async ({ page }) => {
  await page.goto('/app/help/no-such-topic');
  const panel = page.getByTestId('help-topic-not-found');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: '该帮助主题不存在' })).toBeVisible();
  await panel.getByRole('link', { name: '查看开户指南' }).click();
  await expect(page).toHaveURL(/\/app\/help\/kh$/);
  await expect(page.getByRole('heading', { level: 1, name: '开户' })).toBeVisible();
});

test('the language switch re-renders the help centre in traditional Chinese', async ({ page }) => {
  await openTopic(page, 'kh');
  await page.getByTestId('language-switch').selectOption('zh-TW');
  await expect(page.getByRole('heading', { level: 1, name: '開戶' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '幫助中心目錄' }).getByRole('link', { name: '規則與條款' })).toBeVisible();
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '开户' })).toBeVisible();
});

test('kh fits the screen in the classic and the professional edition, switched in place', async ({ page }) => {
  await openTopic(page, 'kh');
  const html = page.locator('html');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if ((await html.getAttribute('data-edition')) !== 'classic') await page.getByTestId('edition-toggle').click();
  await expect(html).toHaveAttribute('data-edition', 'classic');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'h1-kh-classic', { fullPage: true });
  await page.getByTestId('edition-toggle').click();
  await expect(html).toHaveAttribute('data-edition', 'professional');
  await expect(page.getByRole('heading', { level: 1, name: '开户' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'h1-kh-professional', { fullPage: true });
  // Leave the edition as the next journey expects it.
  await page.getByTestId('edition-toggle').click();
  await expect(html).toHaveAttribute('data-edition', 'classic');
});

test("mf-help's ./legal module shows the terms and the privacy policy in mf-auth's register modal", async ({ page }) => {
  await openTopic(page, 'kh');
  await page.getByTestId('header-register').click();
  await page.getByTestId('terms-link').click();
  const modal = page.getByTestId('legal-modal');
  const doc = modal.getByTestId('legal-doc');
  await expect(doc).toHaveAttribute('data-doc', 'terms', { timeout: 20_000 });
  await expect(doc).toContainText('14天内');
  await expect(doc).toContainText('150万美元（1,500,000）');
  await expect(modal.getByRole('navigation')).toHaveCount(0);
  await shot(page, 'h1-legal-terms');
  await modal.getByTestId('legal-toggle').click();
  await expect(doc).toHaveAttribute('data-doc', 'privacy');
  await expect(doc).toContainText('本站工作人员绝不会以任何理由向您索要验证码');
});
