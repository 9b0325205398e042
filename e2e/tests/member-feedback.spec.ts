import { expect, test, type Page } from '../support/test';
import { siteStorage } from '../support/site-blank';
import { memberPost, newMemberSession } from '../support/auth';
import { seriousFindings } from '../support/axe';
import { settled } from '../support/settled';

/**
 * Feedback: a new player sends feedback with a picture (upload/uploadImage: the api reads
 * the type from the bytes, so an HTML file named .png is refused with the spec's message), the
 * operator answers (the dev twin of `npm run feedback:reply`), the header shows the unread reply,
 * the list shows it with the reply, opening it reads it, deleting asks first.
 * FEEDBACK_SHOTS=<folder> saves screenshots at 1440 and 390 px, both editions, both languages.
 */
const SHOTS = process.env.FEEDBACK_SHOTS;

/** A real 1×1 PNG and an HTML page that claims to be one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FAKE_PNG = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const REPLY = '您好，您的提款已到账，请查收。';
/** The site's reply as a zh-TW player reads it: the api converts what it writes for a player. */
const REPLY_IN = { 'zh-CN': REPLY, 'zh-TW': '您好，您的提款已到帳，請查收。' } as const;

async function sendFeedback(page: Page, text: string): Promise<void> {
  await page.goto('/mine/feedback');
  await expect(page.getByTestId('feedback-page').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('feedback-type-2').click();
  await page.getByTestId('feedback-content').fill(text);
  await page.getByTestId('feedback-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('feedback-image')).toHaveCount(1);
}

async function replyToNewest(page: Page): Promise<number> {
  const list = await memberPost(page, '/site/api/v1/user/feedback/getFeedBackList', {});
  const id = list.data.list[0].id as number;
  const res = await page.request.post('/dev/feedback/reply', { data: { id, reply: REPLY } });
  expect((await res.json()).code).toBe(6000);
  return id;
}

test('a new player sends feedback with a picture, sees the reply in the header and the list, and deletes it', async ({ page }) => {
  await newMemberSession(page, 'fb');
  await page.goto('/mine/feedback');
  await expect(page.getByTestId('feedback-page')).toBeVisible();

  // The contract's own rules, in Chinese.
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-error')).toHaveText('请选择反馈类型');
  await page.getByTestId('feedback-type-2').click();
  await page.getByTestId('feedback-content').fill('太短');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-error')).toHaveText('请详细描述您的问题（至少5个字）');

  // A script named like a picture: refused by its bytes.
  await page.getByTestId('feedback-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: FAKE_PNG });
  await expect(page.getByTestId('feedback-upload-error')).toHaveText('文件上传失败：仅支持 JPG、PNG、GIF、WEBP 格式的图片');
  await expect(page.getByTestId('feedback-image')).toHaveCount(0);

  // A real picture: uploaded, shown from the api's url.
  await page.getByTestId('feedback-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('feedback-image')).toHaveCount(1);
  const src = (await page.getByTestId('feedback-image').getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(await page.getByTestId('feedback-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByTestId('feedback-content').fill('提款50元显示审核中，请帮忙查看');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toContainText('提交成功，我们会尽快回复您');
  await page.getByTestId('feedback-to-list').click();
  await expect(page).toHaveURL(/\/mine\/feedbackList/);
  await expect(page.getByTestId('feedback-item')).toHaveCount(1);
  await expect(page.getByTestId('feedback-state')).toHaveText('待回复');
  await expect(page.getByTestId('header-feedback')).toHaveCount(0);

  // The operator answers: the header shows one unread reply; opening it reads it and the count goes.
  await replyToNewest(page);
  await page.reload();
  await expect(page.getByTestId('header-feedback-count')).toHaveText('1');
  await expect(page.getByTestId('feedback-tab-unread')).toHaveText('1');
  await expect(page.getByTestId('feedback-state')).toHaveText('已回复');
  await expect(page.getByTestId('feedback-unread-dot')).toBeVisible();
  await page.getByTestId('feedback-item').getByRole('button').first().click();
  await expect(page.getByTestId('feedback-reply')).toContainText(REPLY);
  await expect(page.getByTestId('feedback-detail-image')).toHaveAttribute('src', src);
  await expect(page.getByTestId('header-feedback')).toHaveCount(0);
  await expect(page.getByTestId('feedback-unread-dot')).toHaveCount(0);

  // Delete asks first; cancel keeps it, confirm removes it.
  await page.getByTestId('feedback-delete').click();
  await page.getByRole('button', { name: '取消', exact: true }).last().click();
  await expect(page.getByTestId('feedback-item')).toHaveCount(1);
  await page.getByTestId('feedback-delete').click();
  await page.getByRole('button', { name: '删除', exact: true }).last().click();
  await expect(page.getByTestId('feedback-empty')).toBeVisible();
});

test("a zh-TW player reads the form's refusals in traditional characters: the page's own rules and the api's", async ({ page }) => {
  await newMemberSession(page, 'ft');
  await page.evaluate(() => localStorage.setItem('language', 'zh-TW'));
  await page.goto('/mine/feedback');
  await expect(page.getByTestId('feedback-page')).toBeVisible();
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-error')).toHaveText('請選擇反饋類型');
  await page.getByTestId('feedback-type-2').click();
  await page.getByTestId('feedback-content').fill('太短');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-error')).toHaveText('請詳細描述您的問題（至少5個字）');
  // A picture the page refuses before sending it, and one the api refuses by its bytes: both in traditional.
  await page.getByTestId('feedback-file').setInputFiles({ name: 'photo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(page.getByTestId('feedback-upload-error')).toHaveText('檔案上傳失敗：僅支援 JPG、PNG、GIF、WEBP 格式的圖片');
  await page.getByTestId('feedback-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('feedback-image')).toHaveCount(1);
  await expect(page.getByTestId('feedback-upload-error')).toBeHidden();
  await page.getByTestId('feedback-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: FAKE_PNG });
  await expect(page.getByTestId('feedback-upload-error')).toHaveText('檔案上傳失敗：僅支援 JPG、PNG、GIF、WEBP 格式的圖片');
  await expect(page.getByTestId('feedback-image')).toHaveCount(1);
});

for (const width of [1440, 390] as const) {
  for (const edition of ['classic', 'professional'] as const) {
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      test(`feedback pages at ${width} px, ${edition}, ${language}: fit the screen, no serious accessibility findings`, async ({ page }) => {
        await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await siteStorage(page, { edition });
        await newMemberSession(page, 'fs');
        await page.evaluate((l) => localStorage.setItem('language', l), language);
        await sendFeedback(page, '提款50元显示审核中，请帮忙查看');
        const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(await noOverflow()).toBeLessThanOrEqual(0);
        expect(await seriousFindings(page, '[data-testid="feedback-page"]')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/feedback-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        await page.getByTestId('feedback-submit').click();
        await expect(page.getByTestId('feedback-sent')).toBeVisible();
        await replyToNewest(page);
        await page.goto('/mine/feedbackList');
        await expect(page.getByTestId('header-feedback-count')).toHaveText('1');
        await page.getByTestId('feedback-item').getByRole('button').first().click();
        await expect(page.getByTestId('feedback-reply')).toContainText(REPLY_IN[language]);
        await settled(page);
        expect(await noOverflow()).toBeLessThanOrEqual(0);
        expect(await seriousFindings(page, '[data-testid="feedback-list-page"]')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/feedback-list-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
      });
    }
  }
}
