import { testApp, type TestApp } from '../../../test-support';
import { LETTER_MSG } from './letter';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
});
afterAll(async () => t.app.close());

const unreadTotal = async () => {
  const c = (await t.browser.post('/site/api/v1/site/letter/getUnreadForType', { userSystem: 1 })).data as Record<string, number>;
  return Object.values(c).reduce((a, b) => a + b, 0);
};

describe('/mine/message letters', () => {
  it('lists by type, newest first, with totals', async () => {
    const all = await t.browser.post('/site/api/v1/site/letter/list', { type: 'all' });
    expect(all.data).toMatchObject({ total: 4, unread: 3 });
    const notice = await t.browser.post('/site/api/v1/site/letter/list', { type: 'notice' });
    expect(notice.data.list.map((l: { kind: string }) => l.kind).every((k: string) => ['notice', 'brnotice', 'brbulletin'].includes(k))).toBe(true);
    expect(notice.data.total).toBe(3);
    const page = await t.browser.post('/site/api/v1/site/letter/list', { type: 'all', pageNum: 2, pageSize: 3 });
    expect(page.data.list.length).toBe(1);
    expect((await t.browser.post('/site/api/v1/site/letter/list', { type: 'spam' })).code).toBe(6007);
    expect((await t.browser.post('/site/api/v1/site/letter/list', { pageSize: 500 })).code).toBe(6007);
  });

  it('reads one, the unread total drops at once', async () => {
    const before = await unreadTotal();
    const { list } = (await t.browser.post('/site/api/v1/site/letter/list', { type: 'activity' })).data;
    expect(await t.browser.post('/site/api/v1/site/letter/read', { ids: [list[0].id] })).toMatchObject({ code: 6000, data: { changed: 1 } });
    expect(await unreadTotal()).toBe(before - 1);
    expect((await t.browser.post('/site/api/v1/site/letter/read', { ids: [list[0].id] })).data.changed).toBe(0);
    expect(await t.browser.post('/site/api/v1/site/letter/read', { ids: [] })).toMatchObject({ code: 6007, message: '请选择消息' });
    expect(await t.browser.post('/site/api/v1/site/letter/read', { ids: [999999] })).toMatchObject({ code: 6004, message: LETTER_MSG.missing });
  });

  it("deletes only the member's own letters", async () => {
    const other = t.newBrowser();
    expect((await other.login('demo02', 'demo1234')).code).toBe(6000);
    const { list } = (await t.browser.post('/site/api/v1/site/letter/list', { type: 'all' })).data;
    expect((await other.post('/site/api/v1/site/letter/delete', { ids: [list[0].id] })).code).toBe(6004);
    expect(await t.browser.post('/site/api/v1/site/letter/delete', { ids: [list[0].id] })).toMatchObject({ code: 6000, message: LETTER_MSG.deleted });
    expect((await t.browser.post('/site/api/v1/site/letter/list', { type: 'all' })).data.total).toBe(3);
  });

  it('one-key read reads every unread letter of the type', async () => {
    expect((await t.browser.post('/site/api/v1/site/letter/onekeyRead', {})).code).toBe(6000);
    expect(await unreadTotal()).toBe(0);
    expect((await t.browser.post('/site/api/v1/site/letter/onekeyRead', { type: 'notice' })).data.changed).toBe(0);
  });
});
