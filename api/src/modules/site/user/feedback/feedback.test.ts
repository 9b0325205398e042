import { FEEDBACK_MSG } from '@site/shared';
import { testApp, type TestApp } from '../../../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
});
afterAll(async () => t.app.close());

const IMG = '/uploads/0123456789abcdef0123456789abcdef.png';

describe('feedback', () => {
  it.each([
    [{ type: 9, content: '存款未到账，请帮忙查看' }, FEEDBACK_MSG.typeRequired],
    [{ type: 1, content: '太短' }, FEEDBACK_MSG.contentShort],
    [{ type: 1, content: '长'.repeat(501) }, FEEDBACK_MSG.contentLong],
    [{ type: 1, content: '存款未到账，请帮忙查看', images: [IMG, IMG, IMG, IMG] }, FEEDBACK_MSG.tooManyImages],
    [{ type: 1, content: '存款未到账，请帮忙查看', images: ['https://evil.example/x.png'] }, FEEDBACK_MSG.imageUnknown],
  ])('refuses %j', async (body, message) => {
    expect(await t.browser.post('/site/api/v1/user/feedback/addFeedBack', body)).toMatchObject({ code: 6007, message });
  });

  it('sends, lists, answers (ops verb), reads the reply, deletes', async () => {
    // The image as upload/uploadImage records it for demo02 (the upload module's own tests send real files).
    const demo02 = await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow();
    await t.db
      .insertInto('member_upload')
      .values({ name: IMG.slice('/uploads/'.length), member_id: demo02.id, mime: 'image/png', bytes: 1, created_at: 0 })
      .execute();
    const sent = await t.browser.post('/site/api/v1/user/feedback/addFeedBack', { type: 2, content: '提款一直显示处理中，请帮忙查看', images: [IMG] });
    expect(sent).toMatchObject({ code: 6000, message: FEEDBACK_MSG.sent });
    const id = sent.data.id as number;
    const list = await t.browser.post('/site/api/v1/user/feedback/getFeedBackList', {});
    expect(list.data.list[0]).toMatchObject({ id, type: 2, images: [IMG], replied: false, unreadReply: false });

    const reply = await t.app.inject({ method: 'POST', url: '/dev/feedback/reply', payload: { id, reply: '您好，已为您处理，请查收。' } });
    expect(reply.json()).toMatchObject({ code: 6000 });
    expect((await t.app.inject({ method: 'POST', url: '/dev/feedback/reply', payload: { id: 999999, reply: 'x' } })).json()).toMatchObject({ code: 6004 });
    expect((await t.app.inject({ method: 'POST', url: '/dev/feedback/reply', payload: { id, reply: '' } })).json()).toMatchObject({ code: 6007 });

    expect((await t.browser.post('/site/api/v1/user/feedback/unreadNum', {})).data.count).toBe(1);
    expect((await t.browser.post('/site/api/v1/user/feedback/getFeedBackList', {})).data.list[0]).toMatchObject({ replied: true, unreadReply: true });
    const info = await t.browser.post('/site/api/v1/user/feedback/getFeedbackInfo', { id });
    expect(info.data).toMatchObject({ id, reply: '您好，已为您处理，请查收。' });
    expect((await t.browser.post('/site/api/v1/user/feedback/unreadNum', {})).data.count).toBe(0);

    const other = t.newBrowser();
    expect((await other.login('demo03', 'demo1234')).code).toBe(6000);
    expect(await other.post('/site/api/v1/user/feedback/getFeedbackInfo', { id })).toMatchObject({ code: 6004, message: FEEDBACK_MSG.missing });
    expect((await other.post('/site/api/v1/user/feedback/delFeedback', { id })).code).toBe(6004);
    expect(await t.browser.post('/site/api/v1/user/feedback/delFeedback', { id })).toMatchObject({ code: 6000, message: FEEDBACK_MSG.deleted });
    expect((await t.browser.post('/site/api/v1/user/feedback/getFeedBackList', {})).data.total).toBe(0);
    expect((await t.browser.post('/site/api/v1/user/feedback/delFeedback', { id: 'x' })).code).toBe(6007);
  });
});
