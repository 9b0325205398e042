import { expect, test, type Page } from '../support/test';
import { randomUUID } from 'node:crypto';
import { loginAsNewMember as loginAs, memberPost } from '../support/auth';
import { watchErrors } from '../support/site';

/**
 * The one live connection, opened on demand (a guest's home has none): the api drops its
 * sockets and the page reconnects within ~5 s and resubscribes. Observed through the dev-only endpoints /dev/live/* (dev mode is on in
 * the e2e server), never through globals in the player's page.
 */

interface LiveSocketInfo {
  id: string;
  login: 'none' | 'guest' | 'member';
  memberId?: string;
  subscriptions: string[];
}

async function liveSockets(page: Page): Promise<LiveSocketInfo[]> {
  const res = await page.request.get('/dev/live/sockets');
  return ((await res.json()) as { data: LiveSocketInfo[] }).data;
}

/** A fresh member logged in on the home page. */
const loginAsNewMember = (page: Page) => loginAs(page, 'lv');

test("a guest's home opens no live connection; the chat room opens one, logged in as a guest", async ({ page }) => {
  const errors = watchErrors(page);
  // Counts the page's WebSockets (the test's own instrument: the site exposes no global).
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const w = window as unknown as { __sockets: number };
    w.__sockets = 0;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        w.__sockets += 1;
      }
    };
  });
  const sockets = () => page.evaluate(() => (window as unknown as { __sockets: number }).__sockets);
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())));
  expect(await sockets()).toBe(0);
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('chat-room').getByTestId('chat-connection')).toHaveText('在线');
  expect(await sockets()).toBe(1);
  await expect(async () => expect((await liveSockets(page)).filter((s) => s.login === 'guest').length).toBeGreaterThanOrEqual(1)).toPass({ timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('the api drops its sockets: the page reconnects within ~5 s, logs in again, resubscribes and catches up a move made meanwhile', async ({ page }) => {
  const errors = watchErrors(page);
  const { name, userId } = await loginAsNewMember(page);
  const mine = async () => (await liveSockets(page)).filter((s) => s.memberId === userId);
  const headerBalance = page.getByTestId('header-balance');
  await expect(headerBalance).toHaveText('¥ 0');

  let before: LiveSocketInfo | undefined;
  await expect(async () => {
    [before] = await mine();
    expect(before).toMatchObject({ login: 'member', subscriptions: expect.arrayContaining([`balance:${userId}`]) });
  }).toPass({ timeout: 10_000 });

  const dropped = await page.request.post('/dev/live/drop');
  expect(((await dropped.json()) as { data: { dropped: number } }).data.dropped).toBeGreaterThanOrEqual(1);
  // While no socket watches: 500 into the sport venue (dev hook), then recycled to the centre wallet. Its push
  // reaches nobody, and the server keeps no balance to replay.
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  const recycled = await memberPost(page, '/game/api/v1/venue/recycle', {}, `e2e-live-${randomUUID()}`);
  expect(recycled.code, recycled.message).toBe(6000);
  await expect(headerBalance).toHaveText('¥ 0');

  // Reconnect after 5 s (spec §9), then member login and the subscription again.
  await expect(async () => {
    const now = await mine();
    expect(now).toHaveLength(1);
    expect(now[0].id).not.toBe(before!.id);
    expect(now[0]).toMatchObject({ login: 'member', subscriptions: expect.arrayContaining([`balance:${userId}`]) });
  }).toPass({ timeout: 8_000 });
  // Subscribed again, the page reads the balance: the move made while it was away shows.
  await expect(headerBalance).toHaveText('¥ 500');

  // A push on the resubscribed topic reaches the page: it reloads the balance.
  const reload = page.waitForRequest((r) => r.url().includes('/fd/api/v1/transfer/getBalance'));
  const pushed = await page.request.post('/dev/live/publish', { data: { topic: 'balance', key: userId, data: { centerWalletBalance: 0, totalMoney: 0 } } });
  expect(((await pushed.json()) as { code: number }).code).toBe(6000);
  await reload;
  expect(errors).toEqual([]);
});
