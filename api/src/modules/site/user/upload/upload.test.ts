import { randomUUID } from 'node:crypto';
import { FEEDBACK_MSG, UPLOAD_MAX_BYTES, UPLOAD_MSG, UPLOAD_URL_PATTERN } from '@site/shared';
import { testApp, type TestApp, type TestBrowser } from '../../../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
});
afterAll(async () => t.app.close());

/** The smallest real images of each allowed type (their magic numbers and enough of a header for file-type). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]),
]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

interface Part {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
function multipartBody(parts: readonly Part[]): { boundary: string; body: Buffer } {
  const boundary = `----site${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, body: Buffer.concat(chunks) };
}

async function upload(browser: TestBrowser, parts: readonly Part[]) {
  const { boundary, body } = multipartBody(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/site/api/v1/user/upload/uploadImage',
    payload: body,
    headers: browser.headers({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; message: string; data: { url: string; name: string } };
}

describe('upload/uploadImage', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ] as const)('keeps a real %s under a random name and serves it back with its type, nosniff and a sandbox', async (ext, bytes, mime) => {
    const out = await upload(t.browser, [{ filename: '"><script>alert(1)</script>.php', type: 'text/html', bytes }]);
    expect(out).toMatchObject({ code: 6000, message: UPLOAD_MSG.uploaded });
    expect(out.data.url).toMatch(UPLOAD_URL_PATTERN);
    expect(out.data.name.endsWith(`.${ext}`)).toBe(true);
    expect(JSON.stringify(out)).not.toContain('script');
    const served = await t.app.inject({ method: 'GET', url: out.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['HTML named .png (a fake extension)', { filename: 'photo.png', type: 'image/png', bytes: HTML }, UPLOAD_MSG.type],
    ['an SVG with a script', { filename: 'x.svg', type: 'image/svg+xml', bytes: SVG }, UPLOAD_MSG.type],
    ['a script named like an image', { filename: '<img src=x onerror=alert(1)>.jpg', type: 'image/jpeg', bytes: HTML }, UPLOAD_MSG.type],
    ['a PDF (wrong type)', { filename: 'scan.pdf', type: 'application/pdf', bytes: PDF }, UPLOAD_MSG.type],
    ['an empty file', { filename: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }, UPLOAD_MSG.missing],
    ['a file over 2 MB', { filename: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]) }, UPLOAD_MSG.size],
    ['a file in another field', { field: 'image', filename: 'a.png', type: 'image/png', bytes: PNG }, UPLOAD_MSG.missing],
  ] as const)('refuses %s with 6010 and the Chinese message', async (_what, part, message) => {
    expect(await upload(t.browser, [part])).toMatchObject({ code: 6010, message, data: null });
  });

  it('refuses a body that is not a form, a guest, and a request without its signature', async () => {
    expect(await t.browser.post('/site/api/v1/user/upload/uploadImage', { file: 'x' })).toMatchObject({ code: 6010, message: UPLOAD_MSG.missing });
    expect(await upload(t.newBrowser(), [{ filename: 'a.png', type: 'image/png', bytes: PNG }])).toMatchObject({ code: 6001 });
    const { boundary, body } = multipartBody([{ filename: 'a.png', type: 'image/png', bytes: PNG }]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/site/api/v1/user/upload/uploadImage',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(unsigned.json()).toMatchObject({ code: 6008 });
  });

  it('serves nothing for an unknown or crafted name', async () => {
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/..%2Fsite.db', '/uploads/secrets.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/html/);
    }
  });

  it('feedback takes only images the member uploaded', async () => {
    const mine = (await upload(t.browser, [{ filename: 'a.png', type: 'image/png', bytes: PNG }])).data.url;
    const other = t.newBrowser();
    expect((await other.login('demo03', 'demo1234')).code).toBe(6000);
    const theirs = (await upload(other, [{ filename: 'b.png', type: 'image/png', bytes: PNG }])).data.url;
    expect(await t.browser.post('/site/api/v1/user/feedback/addFeedBack', { type: 1, content: '存款未到账，请帮忙查看', images: [theirs] })).toMatchObject({
      code: 6007,
      message: FEEDBACK_MSG.imageUnknown,
    });
    expect(await t.browser.post('/site/api/v1/user/feedback/addFeedBack', { type: 1, content: '存款未到账，请帮忙查看', images: [mine] })).toMatchObject({
      code: 6000,
    });
  });
});
