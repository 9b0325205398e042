import { ALL_RESPONSE_CODES, type Envelope } from '../envelope';
import { SiteError } from '../site-error';
import {
  applyPolicy,
  applyTransportFailure,
  behaviourOf,
  bindRealNameReturn,
  bindRealNameTarget,
  codesWithoutPolicy,
  ERROR_POLICY,
  type PolicyEffects,
  worthRetrying,
} from './error-policy';

/** The messages the shell's catalog gives these codes (the catalog itself is tested in the shell). */
const CATALOG: Record<string, string> = {
  '6001': '请重新登录',
  '6302': '数据错误，请重新进入游戏',
  '6013': '系统维护中',
  timeout: '请求超时，请稍后重试',
  network: '网络连接异常，请检查网络后重试',
  http: '服务器开了点小差，请稍后重试',
  unknown: '服务器开了点小差，请稍后重试',
};

function fx() {
  return {
    toast: jest.fn(),
    relogin: jest.fn(),
    bindRealName: jest.fn(),
    reenterGame: jest.fn(),
    catalogMessage: jest.fn((code: number) => CATALOG[String(code)] ?? CATALOG.unknown!),
    transportMessage: jest.fn((r: string) => CATALOG[r] ?? ''),
  } satisfies PolicyEffects & { transportMessage(r: string): string };
}
const env = (code: number, message = '', data: unknown = null): Envelope => ({ code, message, data });

describe('the policy table covers the catalogue of spec §8', () => {
  it('has a behaviour for every response code', () => {
    expect(codesWithoutPolicy()).toEqual([]);
    expect(Object.keys(ERROR_POLICY).map(Number).sort()).toEqual([...ALL_RESPONSE_CODES].sort());
  });
  it('names the spec behaviours', () => {
    expect(behaviourOf(6000)).toBe('data');
    expect(behaviourOf(6001)).toBe('relogin');
    expect([6021, 6022].map(behaviourOf)).toEqual(['pass', 'pass']);
    expect(behaviourOf(6449)).toBe('bindRealName');
    expect(behaviourOf(6302)).toBe('reenterGame');
    expect([6025, 6026, 6027, 6028, 6029].map(behaviourOf)).toEqual(Array(5).fill('newDevice'));
    for (const c of [6013, 6316, 6011, 6031, 6032, 6033, 6501, 6502, 6007, 9999]) expect(behaviourOf(c)).toBe('toast');
  });
});

describe('applyPolicy', () => {
  it('6000 hands the data over', () => {
    const f = fx();
    expect(applyPolicy(env(6000, '成功', { x: 1 }), {}, f)).toEqual({ kind: 'data', data: { x: 1 } });
    expect(f.toast).not.toHaveBeenCalled();
  });
  it('6001 runs the relogin flow and rejects with 请重新登录', () => {
    const f = fx();
    const out = applyPolicy(env(6001, 'token expired'), {}, f);
    expect(f.relogin).toHaveBeenCalledTimes(1);
    expect(out).toMatchObject({ kind: 'reject', error: { code: 6001, message: '请重新登录' } });
    expect(f.toast).not.toHaveBeenCalled();
  });
  it('6021 and 6022 are returned to the caller', () => {
    for (const code of [6021, 6022]) {
      const f = fx();
      expect(applyPolicy(env(code, '', { codeId: 'c' }), {}, f)).toEqual({
        kind: 'passed',
        passed: { passed: true, code, message: f.catalogMessage(code), data: { codeId: 'c' } },
      });
      expect(f.toast).not.toHaveBeenCalled();
    }
  });
  it('passCodes returns any asked code', () => {
    const f = fx();
    expect(applyPolicy(env(6413, '活动中'), { passCodes: [6413] }, f)).toMatchObject({ kind: 'passed', passed: { code: 6413, message: '活动中' } });
    expect(f.toast).not.toHaveBeenCalled();
  });
  it('6449 opens the bind-real-name dialog with the server message and rejects', () => {
    const f = fx();
    const out = applyPolicy(env(6449, '请先绑定真实姓名'), {}, f);
    expect(f.bindRealName).toHaveBeenCalledWith('请先绑定真实姓名');
    expect(out.kind).toBe('reject');
    expect(f.toast).not.toHaveBeenCalled();
  });
  it('6302 opens the re-enter-game dialog and rejects with its message', () => {
    const f = fx();
    const out = applyPolicy(env(6302, 'uid'), {}, f);
    expect(f.reenterGame).toHaveBeenCalledTimes(1);
    expect(out).toMatchObject({ kind: 'reject', error: { code: 6302, message: '数据错误，请重新进入游戏' } });
  });
  it('6025-6029 reject with the data for mf-auth, without a toast', () => {
    for (const code of [6025, 6026, 6027, 6028, 6029]) {
      const f = fx();
      const out = applyPolicy(env(code, '新设备', { maskedPhone: '138****0000' }), {}, f);
      expect(out).toMatchObject({ kind: 'reject' });
      const error = (out as { error: SiteError }).error;
      expect(error).toBeInstanceOf(SiteError);
      expect(error.data).toEqual({ maskedPhone: '138****0000' });
      expect(f.toast).not.toHaveBeenCalled();
    }
  });
  it.each([6013, 6316, 6011, 6031, 6032, 6033, 6501, 6502, 6002])('%i toasts the server message and rejects typed', (code) => {
    const f = fx();
    const out = applyPolicy(env(code, `服务器说${code}`), {}, f);
    expect(f.toast).toHaveBeenCalledWith(`服务器说${code}`);
    expect(out).toMatchObject({ kind: 'reject', error: { code, message: `服务器说${code}` } });
  });
  it('uses the catalog message when the server message is empty', () => {
    const f = fx();
    applyPolicy(env(6013, ''), {}, f);
    expect(f.toast).toHaveBeenCalledWith('系统维护中');
  });
  it('silent suppresses the toast but still rejects', () => {
    const f = fx();
    expect(applyPolicy(env(6011, '请勿频繁提交'), { silent: true }, f).kind).toBe('reject');
    expect(f.toast).not.toHaveBeenCalled();
  });
});

describe('applyTransportFailure', () => {
  it('401 is login expired', () => {
    const f = fx();
    expect(applyTransportFailure({ reason: 'http', status: 401 }, {}, f)).toMatchObject({ code: 6001 });
    expect(f.relogin).toHaveBeenCalled();
  });
  it('other failures reject with a Chinese message and toast unless silent', () => {
    const f = fx();
    expect(applyTransportFailure({ reason: 'timeout' }, {}, f).message).toBe('请求超时，请稍后重试');
    expect(applyTransportFailure({ reason: 'http', status: 502 }, { silent: true }, f)).toMatchObject({ code: 6006 });
    expect(f.toast).toHaveBeenCalledTimes(1);
  });
});

describe('worthRetrying', () => {
  it('asks again only when no answer came (network, timeout)', () => {
    const f = fx();
    expect(worthRetrying(applyTransportFailure({ reason: 'network' }, { silent: true }, f))).toBe(true);
    expect(worthRetrying(applyTransportFailure({ reason: 'timeout' }, { silent: true }, f))).toBe(true);
  });
  it('never asks again what the server answered: an envelope code, an HTTP status, a login expiry, a non-site error', () => {
    const f = fx();
    expect(worthRetrying(applyTransportFailure({ reason: 'http', status: 502 }, { silent: true }, f))).toBe(false);
    expect(worthRetrying(applyTransportFailure({ reason: 'http', status: 401 }, { silent: true }, f))).toBe(false);
    expect(worthRetrying(new SiteError(6013, '系统维护中'))).toBe(false);
    expect(worthRetrying(new Error('boom'))).toBe(false);
  });
});

describe('the 6449 way to the real-name binding and back', () => {
  it("leads to the member centre's real-name binding with the page to come back to", () => {
    expect(bindRealNameTarget('/mine/takemoney?x=1')).toEqual({ name: 'auth', query: { tab: 'realName', back: '/mine/takemoney?x=1' } });
    expect(bindRealNameReturn({ tab: 'realName', back: '/mine/takemoney?x=1' })).toBe('/mine/takemoney?x=1');
  });
  it('comes back only to a path of this site', () => {
    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(bindRealNameReturn({ back })).toBeNull();
      expect(bindRealNameTarget(back)).toEqual({ name: 'auth', query: { tab: 'realName' } });
    }
    expect(bindRealNameReturn({})).toBeNull();
  });
});
