import { ResponseCode } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { BIND_REAL_NAME_FIRST } from '../fd/bankCard/bank-card';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

const CARD = { bankCode: 'CMB', cardNo: '4111111111111111', holder: '张三' };

describe("POST /dev/member { realName: '' }: the operator's reset of a real name", () => {
  it('leaves the member without a real name: a card add answers 6449 until one is bound again', async () => {
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
    const reset = await t.app.inject({ method: 'POST', url: '/dev/member', payload: { name: 'demo01', realName: '' } });
    expect(reset.json()).toMatchObject({ code: ResponseCode.SUCCESS });
    expect(await t.browser.post('/fd/api/v1/bankCard/add', CARD)).toMatchObject({ code: 6449, message: BIND_REAL_NAME_FIRST });
  });

  it('refuses any other real name value and an unknown member', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/dev/member', payload: { name: 'demo01', realName: '李四' } })).json().code).toBe(
      ResponseCode.INVALID_PARAMETER,
    );
    expect((await t.app.inject({ method: 'POST', url: '/dev/member', payload: { name: 'nobody-here', realName: '' } })).json().code).toBe(
      ResponseCode.NOT_FOUND,
    );
  });
});
