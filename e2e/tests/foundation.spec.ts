import { expect, test } from '@playwright/test';
import { watchErrors } from '../support/site';

test('home renders inside the dashboard with the main menu', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home')).toBeVisible();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  for (const label of ['首页', '体育', '真人', '棋牌', '电竞', '彩票', '电子', '捕鱼', '优惠', 'APP下载']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('an unknown path shows not-found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText('页面不存在')).toBeVisible();
});
