import fs from 'node:fs';
import { ResponseCode } from '@site/shared';
import { buildApp } from '../../app';
import { testApp, throwawayDataDir, TEST_SECRETS, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const SEND = '/site/api/v1/user/sendCode/one';
const PHONE = '13800138000';
const age = async (payload: Record<string, unknown>) => (await t.app.inject({ method: 'POST', url: '/dev/codes/age', payload })).json();
const sendDeviceCode = () => t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 0, version: 1 });
const latestCode = async () => (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${PHONE}` })).json().data[0].code as string;

describe('POST /dev/codes/age', () => {
  it('lets a code be sent again at once, as if the 60 s had gone by, without a clock', async () => {
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-8' })).code).toBe(6026);
    expect(await sendDeviceCode()).toMatchObject({ code: 6000 });
    expect(await sendDeviceCode()).toMatchObject({ code: 6066, message: '60秒内只能获取一次验证码，请稍后再试' });
    expect(await age({ to: PHONE, seconds: 60 })).toEqual({ code: 6000, message: expect.any(String), data: { moved: 1 } });
    expect(await sendDeviceCode()).toMatchObject({ code: 6000, message: '获取手机验证码成功' });
  });

  it('ages a code past its 5-minute lifetime: the new-device login refuses it as expired', async () => {
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-9' })).code).toBe(6026);
    expect(await sendDeviceCode()).toMatchObject({ code: 6000 });
    const code = await latestCode();
    expect(await age({ to: PHONE, seconds: 5 * 60 })).toMatchObject({ code: 6000, data: { moved: 1 } });
    const late = await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-9', phoneMiddle: '0013', sendCodeNum: code });
    expect(late).toMatchObject({ code: ResponseCode.AUTHENTICATION_CODE_EXPIRED });
  });

  it('moves nothing for a target that got no code, and refuses a body it does not know with the envelope', async () => {
    expect(await age({ to: '13900000000', seconds: 60 })).toMatchObject({ code: 6000, data: { moved: 0 } });
    for (const bad of [
      {},
      { to: PHONE },
      { to: PHONE, seconds: 0 },
      { to: PHONE, seconds: 1.5 },
      { to: '', seconds: 60 },
      { to: PHONE, seconds: 60, extra: 1 },
    ]) {
      expect(await age(bad)).toMatchObject({ code: 6007 });
    }
  });

  it('is not there outside dev mode', async () => {
    const dataDir = throwawayDataDir();
    const prod = await buildApp({ dataDir, dbFile: ':memory:', secrets: TEST_SECRETS, sports: { manual: true, seed: 1, matches: 20 } });
    try {
      expect((await prod.app.inject({ method: 'POST', url: '/dev/codes/age', payload: { to: PHONE, seconds: 60 } })).statusCode).toBe(404);
    } finally {
      await prod.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
