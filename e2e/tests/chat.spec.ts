import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { loginAsNewMember as loginAs } from '../support/auth';
import { watchErrors } from '../support/site';

/**
 * The chat room (spec §4 Chat connection) on the platform's live socket, against the real
 * api: the floating panel (mf-activity ./chat) that the shell shows on every page. Ops verbs through
 * the dev-mode aliases /dev/chat/* (the e2e server runs in dev mode). SHOTS=<dir> saves the
 * screenshots (1440 and 390 px, both editions, both languages).
 */

const SHOTS = process.env.SHOTS;
const GUEST_TEXT = '游客只能查看聊天，请先登录后发言';
const MUTED_TEXT = '您已被禁言，暂时不能发言';

/** A fresh member logged in on the home page; answers its name. */
async function loginAsNewMember(page: Page): Promise<string> {
  const member = await loginAs(page, 'ch');
  return member.name;
}

/** Opens the floating panel (mounted once the browser is idle) and waits until the room is joined. */
async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click({ timeout: 20_000 });
  const room = page.getByTestId('chat-room');
  await expect(room).toBeVisible();
  await expect(room.getByTestId('chat-connection')).toHaveText(/在线|線上/);
  return room;
}

async function ops(request: APIRequestContext, verb: string, body: unknown) {
  const res = await request.post(`/dev/chat/${verb}`, { data: body });
  expect(((await res.json()) as { code: number }).code).toBe(6000);
}

test('a member and a guest see the same line as plain text; the guest cannot send', async ({ browser }) => {
  const guestContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const member = await memberContext.newPage();
  const errors = [...[guest, member].map(watchErrors)];
  await guest.goto('/home');
  const guestRoom = await openChat(guest);
  await expect(guestRoom.getByTestId('chat-read-only')).toHaveText(GUEST_TEXT);
  await expect(guestRoom.getByTestId('chat-input')).toHaveCount(0);

  const name = await loginAsNewMember(member);
  const memberRoom = await openChat(member);
  // Markup in a line is text: it shows as typed, and no element is made from it.
  const line = `大家好 ${name} <img src=x onerror="window.__xss=1"><b>粗体</b>`;
  await memberRoom.getByTestId('chat-input').fill(line);
  await memberRoom.getByTestId('chat-send').click();
  for (const room of [memberRoom, guestRoom]) {
    await expect(room.getByTestId('chat-lines').getByTestId('chat-line').filter({ hasText: name })).toContainText(line);
    await expect(room.getByTestId('chat-lines').locator('img, b')).toHaveCount(0);
  }
  expect(await guest.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(errors.flat()).toEqual([]);
  await guestContext.close();
  await memberContext.close();
});

test('a muted member sees the 10004 message instead of the input', async ({ page }) => {
  const name = await loginAsNewMember(page);
  const room = await openChat(page);
  await expect(room.getByTestId('chat-input')).toBeVisible();
  await ops(page.request, 'mute', { name });
  await room.getByTestId('chat-input').fill('我还能说话吗');
  await room.getByTestId('chat-send').click();
  await expect(room.getByTestId('chat-read-only')).toHaveText(MUTED_TEXT);
  await expect(room.getByTestId('chat-input')).toHaveCount(0);
  await ops(page.request, 'mute', { name, unmute: true });
});

test('the chat reconnects quietly after the api drops its sockets, and the room works again', async ({ page }) => {
  const errors = watchErrors(page);
  const name = await loginAsNewMember(page);
  const room = await openChat(page);
  const dropped = await page.request.post('/dev/live/drop');
  expect(((await dropped.json()) as { data: { dropped: number } }).data.dropped).toBeGreaterThanOrEqual(1);
  // Visible and quiet: a status line in the panel, no dialog or toast; then back online (reconnect after 5 s).
  await expect(room.getByTestId('chat-connection')).toHaveText(/正在重新连接/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(room.getByTestId('chat-connection')).toHaveText(/在线/, { timeout: 15_000 });
  await expect(room.getByTestId('chat-input')).toBeVisible();
  const line = `重连后 ${name}`;
  await room.getByTestId('chat-input').fill(line);
  await room.getByTestId('chat-send').click();
  await expect(room.getByTestId('chat-line').filter({ hasText: line })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('collapsed, the launcher counts the lines heard', async ({ browser }) => {
  const watcherContext = await browser.newContext();
  const speakerContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const speaker = await speakerContext.newPage();
  await watcher.goto('/home');
  await openChat(watcher);
  await watcher.getByTestId('chat-collapse').click();
  const name = await loginAsNewMember(speaker);
  const room = await openChat(speaker);
  await room.getByTestId('chat-input').fill(`有人吗 ${name}`);
  await room.getByTestId('chat-send').click();
  await expect(watcher.getByTestId('chat-unread')).toHaveText(/^[1-9]/);
  await watcher.getByTestId('chat-launcher').click();
  await expect(watcher.getByTestId('chat-room').getByTestId('chat-line').filter({ hasText: name })).toHaveCount(1);
  await expect(watcher.getByTestId('chat-unread')).toHaveCount(0);
  await watcherContext.close();
  await speakerContext.close();
});

for (const edition of ['classic', 'professional'] as const) {
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    test(`the chat panel looks right at 1440 and 390 px (${edition}, ${language})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/home');
      await page.evaluate(
        ({ e, l }) => {
          window.localStorage.setItem('edition', e);
          window.localStorage.setItem('language', l);
        },
        { e: edition, l: language },
      );
      const name = await loginAsNewMember(page);
      const room = await openChat(page);
      await expect(room.getByRole('heading', { level: 2 })).toHaveText('聊天室');
      await room.getByTestId('chat-input').fill(`截图 ${name}`);
      await room.getByTestId('chat-send').click();
      await expect(room.getByTestId('chat-line').filter({ hasText: name })).toHaveCount(1);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-1440-${edition}-${language}.png`, animations: 'disabled' });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(room).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-390-${edition}-${language}.png`, animations: 'disabled' });
      expect(errors).toEqual([]);
    });
  }
}
