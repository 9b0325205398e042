import { expect, type Page } from '@playwright/test';

/** A Luhn-valid 16-digit card number no other run has added (a number is held by one member). */
export function freshCardNo(): string {
  const body = `622848${String(Date.now()).slice(-9)}`;
  for (let d = 0; d < 10; d += 1) {
    const digits = body + d;
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let x = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
      sum += x;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

/** Adds a fresh bank card on /mine/addBankCard (real name and phone already bound); answers its number. */
export async function addBankCard(page: Page, holder: string): Promise<string> {
  const cardNo = freshCardNo();
  await page.goto('/mine/addBankCard');
  await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();
  await page.getByLabel('开户银行').selectOption('CMB');
  await page.getByLabel('银行卡号').fill(cardNo);
  await page.getByLabel('持卡人').fill(holder);
  await page.getByRole('button', { name: '添加银行卡' }).click();
  await expect(page).toHaveURL(/\/mine\/accountManage\/bank/);
  await expect(page.getByTestId('card-item')).toContainText(`**** **** **** ${cardNo.slice(-4)}`);
  return cardNo;
}
