import { createHash, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { preInfo } from '../../shared/src/contracts/site';
import { encryptText, SIGN_VALUE } from '../../shared/src/signer';
import { openSiteBlank } from './site-blank';

/** Demo member of the api seed (api/src/db/seed-demo.ts). */
export const DEMO = { name: 'demo01', password: 'demo1234', phone: '13800138000', middle: '0013', email: 'demo01@example.com' } as const;

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** A fresh username by the register rule: a letter first, 2+ letters, a digit, at most 11. */
export function freshName(prefix = 'u'): string {
  // The spec's rule: 4–11 characters, a letter first, letters and digits. The closing 9 is always kept (a tail of
  // letters only would break the rule), the tail shortened to fit after a long prefix.
  const head = `${prefix.slice(0, 5)}x`;
  const tail = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-(11 - head.length - 1));
  return `${head}${tail}9`;
}

/** A user agent no earlier test has used: the shell's device fingerprint is then a new one. */
export function newDeviceUserAgent(): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e-device/${randomUUID()}`;
}

export function authDialog(page: Page): Locator {
  return page.getByTestId('auth-dialog');
}

/** Dev switch: forget failed logins, locks, registration counts and flood counters. */
export async function resetGuards(request: APIRequestContext): Promise<void> {
  const res = await request.post('/dev/reset-guards');
  expect((await res.json()).code).toBe(6000);
}

/** The newest code the api delivered to a phone or e-mail (GET /dev/outbox, dev mode only). */
export async function outboxCode(request: APIRequestContext, to: string, purpose?: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { code: number; data: { code: string; purpose: string; createdAt: number }[] };
    const entry = body.data.find((e) => !purpose || e.purpose === purpose);
    expect(entry, `a code sent to ${to}`).toBeTruthy();
    code = entry!.code;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** The answer of a picture code or a slider lot (GET /dev/captcha, dev mode only). */
export async function captchaAnswer(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`/dev/captcha?id=${encodeURIComponent(id)}`);
  const body = (await res.json()) as { code: number; data: { answer: string } };
  expect(body.code).toBe(6000);
  return body.data.answer;
}

/**
 * Dev control: a slider lot (or picture code) as if issued `seconds` earlier (POST /dev/captcha/age), so a journey's
 * drag, however quick, is never refused as sooner than a person could solve it.
 */
export async function ageCaptcha(request: APIRequestContext, id: string, seconds = 1): Promise<void> {
  const res = await request.post('/dev/captcha/age', { data: { id, seconds } });
  expect((await res.json()).code).toBe(6000);
}

/** What a signed call answers (the spec's first envelope); a journey reads the fields it knows. */
export interface SignedAnswer {
  code: number;
  message: string;
  data: any;
}

export interface SignedOptions {
  /** Send the member's token (as the shell stores it in local storage). */
  asMember?: boolean;
  /** A money call's idempotency key. */
  idempotencyKey?: string;
  /** The device header (uuid), one per journey. */
  device?: string;
}

/**
 * A signed api call sent from the page (so the api sees the browser's address, as with the
 * shell's own calls), with the headers of shared/src/signer.ts computed here and the XSRF cookie echoed.
 */
export async function signedPost(page: Page, path: string, body: unknown, opts: SignedOptions = {}): Promise<SignedAnswer> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const token = opts.asMember
    ? await page.evaluate(() => {
        const raw = window.localStorage.getItem('token') ?? '';
        try {
          const parsed: unknown = JSON.parse(raw);
          return typeof parsed === 'string' ? parsed : raw;
        } catch {
          return raw;
        }
      })
    : '';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    clienttype: 'web',
    version: 'e2e',
    uuid: opts.device ?? 'e2e-auth-device',
    requestid: randomUUID(),
    token,
    siteid: '1001',
    sign: SIGN_VALUE,
    timestamp: encryptText(String(Date.now())),
    clientip: encryptText('127.0.0.1'),
    'x-xsrf-token': xsrf,
    ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
  };
  return page.evaluate(
    async ({ path, body, headers }) => {
      const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
      return res.json();
    },
    { path, body, headers },
  );
}

/** A signed member call from the page, with the member's token; a money call gets its idempotency key. */
export const memberPost = (page: Page, path: string, body: unknown, idempotencyKey?: string, device?: string): Promise<SignedAnswer> =>
  signedPost(page, path, body, { asMember: true, idempotencyKey, device });

/**
 * A fresh member, registered through the api, on the home page logged in: the session is stored from a blank document
 * of the site's origin before the page loads, so home is the journey's one page load.
 */
export async function loginAsNewMember(page: Page, prefix = 'u'): Promise<{ name: string; userId: string }> {
  const member = await newMemberSession(page, prefix);
  await page.goto('/home');
  return member;
}

/**
 * A fresh member's session in the site's storage before the site is first loaded: the calls go from a blank document
 * of the site's origin, so the first page the journey opens is its only load, already logged in. For journeys whose
 * subject is the pages, not the login (the layout matrices).
 */
export async function newMemberSession(page: Page, prefix = 'u'): Promise<{ name: string; userId: string }> {
  await openBlankOfSite(page);
  return storeNewMember(page, prefix);
}

/** A member's session (logged in through the api) in the site's storage before the site is first loaded. */
export async function memberSession(page: Page, name: string, password: string): Promise<void> {
  await openBlankOfSite(page);
  await storeSession(page, name, md5(password));
}

/** The blank document of the site's origin, with the api's XSRF cookie. */
async function openBlankOfSite(page: Page): Promise<void> {
  await openSiteBlank(page);
  // The api's XSRF cookie, as the site's first call (preInfo) gets it.
  const pre = await signedPost(page, preInfo.path, {});
  expect(pre.code, pre.message).toBe(6000);
}

/** The password of the members the journeys register. */
const NEW_MEMBER_PASSWORD = 'abc12345';

async function storeNewMember(page: Page, prefix: string): Promise<{ name: string; userId: string }> {
  await resetGuards(page.request);
  const name = freshName(prefix);
  await registerByApi(page, name, NEW_MEMBER_PASSWORD);
  return { name, userId: await storeSession(page, name, md5(NEW_MEMBER_PASSWORD)) };
}

/** Logs in through the api (the password as the site sends it, md5) and keeps the session where the shell keeps it. */
async function storeSession(page: Page, name: string, password: string): Promise<string> {
  const login = await signedPost(page, '/site/api/v1/user/login', { isAgent: 0, name, password, kaptchcate: 99 });
  expect(login.code, login.message).toBe(6000);
  const session = login.data as { token: string; userId: string };
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
  }, session);
  return session.userId;
}

/** Registers a member through the api (no browser form), for journeys that need one ready. */
export async function registerByApi(page: Page, name: string, password: string): Promise<void> {
  const pw = md5(password);
  const res = await signedPost(page, '/site/api/v1/user/register', { name, password: pw, secondPassword: pw });
  expect(res.code, res.message).toBe(6000);
}

export async function openLogin(page: Page): Promise<Locator> {
  await page.getByTestId('header-login').click();
  const dialog = authDialog(page);
  await expect(dialog).toHaveAttribute('data-mode', '1');
  return dialog;
}

export async function openRegister(page: Page): Promise<Locator> {
  await page.getByTestId('header-register').click();
  const dialog = authDialog(page);
  await expect(dialog).toHaveAttribute('data-mode', '2');
  return dialog;
}

export async function fillLogin(dialog: Locator, name: string, password: string): Promise<void> {
  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
}

/** The header shows the member's name and a balance once logged in. */
export async function expectLoggedIn(page: Page, name: string): Promise<void> {
  await expect(authDialog(page)).toBeHidden();
  await expect(page.getByTestId('header-user')).toHaveText(name);
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
}

/** Completes the new-device check (6026) for the demo member: middle digits + an SMS code from the outbox. */
export async function completeNewDevice(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toHaveAttribute('data-mode', '5');
  await dialog.getByLabel('请补全手机号中间4位').fill(DEMO.middle);
  await sendCodeWhenAllowed(dialog, DEMO.phone);
  await expect(page.getByText('获取手机验证码成功')).toBeVisible();
  await expect(dialog.getByTestId('send-code')).toHaveText(/^\d+s$/);
  await expect(dialog.getByTestId('send-code')).toBeDisabled();
  const code = await outboxCode(page.request, DEMO.phone);
  await dialog.getByLabel('验证码', { exact: true }).fill(code);
  await dialog.getByTestId('new-device-submit').click();
}

/** Sets the edition the shell reads at start-up, then reloads. */
export async function useEdition(page: Page, edition: 'classic' | 'professional'): Promise<void> {
  await page.evaluate((e) => localStorage.setItem('edition', e), edition);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
}

/** The success toasts of spec §8 for a sent code (SMS, e-mail, voice). */
const CODE_SENT = /^(获取手机验证码成功|获取邮箱验证码成功|验证码获取成功，注意接听手机来电)$/;

/** Dev control: the codes sent to a phone or e-mail as if sent `seconds` earlier (POST /dev/codes/age). */
export async function ageCodes(request: APIRequestContext, to: string, seconds = 60): Promise<void> {
  const res = await request.post('/dev/codes/age', { data: { to, seconds } });
  expect((await res.json()).code).toBe(6000);
}

/**
 * Clicks send-code for a target and waits for the sent toast. An earlier journey may have had a code sent to the
 * same phone (the demo member's) less than 60 s ago: its codes are aged by 60 s first (dev control), so the resend
 * wait never holds this journey.
 */
export async function sendCodeWhenAllowed(dialog: Locator, to: string): Promise<void> {
  const page = dialog.page();
  await ageCodes(page.request, to);
  await dialog.getByTestId('send-code').click();
  await expect(page.getByText(CODE_SENT).first()).toBeVisible();
}
