import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import {
  completeNewDevice,
  DEMO,
  expectLoggedIn,
  fillLogin,
  freshName,
  newDeviceUserAgent,
  openLogin,
  outboxCode,
  registerByApi,
  resetGuards,
} from '../support/auth';
import { seriousFindings } from '../support/axe';
import { freshCardNo } from '../support/member';
import { REPO } from '../support/site';
import { pageVisits } from '../support/visit';

/**
 * The member profile (mf-member): demo01 sees its cards; a new player registers, binds real name
 * and phone (code from the outbox), adds a bank card, reads and deletes a message. PROFILE_SHOTS=<folder>
 * saves screenshots at 1440 and 390 px, both editions, both languages.
 */
const SHOTS = process.env.PROFILE_SHOTS;
const PLAYER_STATE = path.join(REPO, '.data', 'e2e-results', 'member-profile-player.json');

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A phone no other run has bound: 139 + 8 digits from the clock. */
function freshPhone(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

test.describe.serial('member profile', () => {
  test('demo01 sees its seeded bank card on the cards page', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: newDeviceUserAgent() });
    const page = await context.newPage();
    await page.goto('/home');
    const dialog = await openLogin(page);
    await fillLogin(dialog, DEMO.name, DEMO.password);
    await dialog.getByTestId('login-submit').click();
    await completeNewDevice(page, dialog);
    await expectLoggedIn(page, DEMO.name);
    await page.goto('/mine/accountManage/bank');
    await expect(page.getByRole('heading', { level: 1, name: '我的银行卡' })).toBeVisible();
    const card = page.getByTestId('card-item').first();
    await expect(card).toContainText('中国工商银行');
    await expect(card).toContainText('**** **** **** 3446');
    await expect(card).toContainText('张*');
    await context.close();
  });

  test('a new player binds real name and phone, adds a bank card, reads and deletes a message', async ({ page }) => {
    await page.goto('/home');
    await resetGuards(page.request);
    const name = freshName('p');
    await registerByApi(page, name, 'abc12345');
    const dialog = await openLogin(page);
    await fillLogin(dialog, name, 'abc12345');
    await dialog.getByTestId('login-submit').click();
    await expectLoggedIn(page, name);

    // Route guard 2: the card pages send an unbound player to /mine/auth.
    await page.goto('/mine/addBankCard');
    await expect(page).toHaveURL(/\/mine\/auth/);
    await expect(page.getByTestId('auth-guard-note')).toBeVisible();

    // Real name: the spec §5 rule and its message, then bound.
    await page.goto('/mine/auth?tab=realName');
    const realName = page.getByLabel('真实姓名');
    await realName.fill('张3');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('请输入正确的姓名')).toBeVisible();
    await realName.fill('王小明');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByTestId('real-name-bound')).toHaveText('已绑定真实姓名：王**');

    // Phone: country from countryArea, code by SMS from the outbox.
    await page.getByRole('link', { name: '绑定手机' }).click();
    const phone = freshPhone();
    await page.getByLabel('手机号码').fill('2' + phone.slice(1));
    await page.getByTestId('phone-send-code').click();
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
    await page.getByLabel('手机号码').fill(phone);
    await page.getByTestId('phone-send-code').click();
    await expect(page.getByText('获取手机验证码成功')).toBeVisible();
    await expect(page.getByTestId('phone-send-code')).toBeDisabled();
    const code = await outboxCode(page.request, phone);
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByRole('button', { name: '绑定手机' }).click();
    await expect(page.getByTestId('phone-bound')).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    await expect(page.getByTestId('go-cards')).toBeVisible();

    // Bank card: Luhn and holder = real name checked, then added.
    await page.goto('/mine/addBankCard');
    await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();
    await page.getByLabel('开户银行').selectOption('CMB');
    await page.getByLabel('银行卡号').fill('6228480012345672');
    await page.getByLabel('持卡人').fill('王小明');
    await page.getByRole('button', { name: '添加银行卡' }).click();
    await expect(page.getByText('银行卡号有误，请核对后重新输入')).toBeVisible();
    const cardNo = freshCardNo();
    await page.getByLabel('银行卡号').fill(cardNo);
    await expect(page.getByLabel('银行卡号')).toHaveValue(cardNo.replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.getByLabel('持卡人').fill('李四');
    await page.getByRole('button', { name: '添加银行卡' }).click();
    await expect(page.getByTestId('card-form-error')).toHaveText('持卡人姓名须与绑定的真实姓名一致');
    await page.getByLabel('持卡人').fill('王小明');
    await page.getByRole('button', { name: '添加银行卡' }).click();
    await expect(page).toHaveURL(/\/mine\/accountManage\/bank/);
    await expect(page.getByTestId('card-item')).toHaveCount(1);
    await expect(page.getByTestId('card-item')).toContainText(`**** **** **** ${cardNo.slice(-4)}`);

    // Messages: the bind notices arrived; opening one reads it and the header badge drops at once.
    await page.goto('/mine/message');
    const items = page.getByTestId('message-item');
    await expect(items).toHaveCount(2);
    const badge = page.locator('a[data-section="message"] span');
    await expect(badge).toHaveText('2');
    await items.filter({ hasText: '手机号码绑定成功' }).getByRole('button').first().click();
    await expect(page.getByText('您的手机号码已绑定')).toBeVisible();
    await expect(badge).toHaveText('1');
    await page.getByTestId('message-delete').click();
    await page.getByRole('button', { name: '删除', exact: true }).last().click();
    await expect(items).toHaveCount(1);
    await page.getByTestId('message-read-all').click();
    await expect(badge).toBeHidden();

    fs.mkdirSync(path.dirname(PLAYER_STATE), { recursive: true });
    await page.context().storageState({ path: PLAYER_STATE });
  });

  for (const width of [1440, 390] as const) {
    for (const edition of ['classic', 'professional'] as const) {
      for (const language of ['zh-CN', 'zh-TW'] as const) {
        test(`profile pages at ${width} px, ${edition}, ${language}`, async ({ browser }) => {
          const context = await browser.newContext({ storageState: PLAYER_STATE, viewport: { width, height: width >= 1000 ? 900 : 844 } });
          await context.addInitScript(
            ([e, l]) => {
              window.localStorage.setItem('edition', e);
              window.localStorage.setItem('language', l);
            },
            [edition, language],
          );
          const page = await context.newPage();
          const visit = pageVisits(page);
          for (const [route, testId, ready] of [
            ['/mine/userinfo', 'userinfo-page', 'row-phone'],
            ['/mine/auth?tab=phone', 'auth-page', 'phone-bound'],
            ['/mine/accountManage/bank', 'cards-page', 'card-item'],
            ['/mine/virtualCoinCard', 'cards-page', 'usdt-form'],
            ['/mine/message', 'message-page', 'message-item'],
          ] as const) {
            await visit(route);
            await expect(page.getByTestId(testId)).toBeVisible();
            await expect(page.getByTestId(ready).first()).toBeVisible();
            await noSidewaysScroll(page);
            expect(await seriousFindings(page, `[data-testid="${testId}"]`)).toEqual([]);
            const file = route.replace(/[/?=]+/g, '-').replace(/^-/, '');
            if (SHOTS) await page.screenshot({ path: `${SHOTS}/${file}-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
          }
          await context.close();
        });
      }
    }
  }
});
