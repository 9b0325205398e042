import { bindPhoneRoutesOpen, emailProblems, passwordProblems, phoneProblems, realNameProblems, tabOf } from './auth-forms';

describe('/mine/auth forms', () => {
  it('real name: the spec §5 rule', () => {
    expect(realNameProblems('张三')).toEqual({});
    expect(realNameProblems('张三1')).toEqual({ realName: 'realNameWrong' });
    expect(realNameProblems('')).toEqual({ realName: 'realNameWrong' });
  });
  it('phone: the country regex and a 6-digit code', () => {
    expect(phoneProblems({ phone: '13800138000', regex: '^1\\d{10}$', code: '', needCode: false })).toEqual({});
    expect(phoneProblems({ phone: '91234567', regex: '^1\\d{10}$', code: '', needCode: false })).toEqual({ phone: 'phoneWrong' });
    expect(phoneProblems({ phone: '91234567', regex: '^[5-9]\\d{7}$', code: '12345', needCode: true })).toEqual({ code: 'codeRequired' });
  });
  it('e-mail', () => {
    expect(emailProblems({ email: 'a@b', code: '123456', needCode: true })).toEqual({ email: 'emailWrong' });
    expect(emailProblems({ email: '', code: '', needCode: false })).toEqual({ email: 'emailRequired' });
  });
  it('password: old or code, then 8-12 letters + digits twice', () => {
    expect(passwordProblems({ way: 'old', old: '', code: '', password: 'abc12345', repeat: 'abc12345' })).toEqual({ old: 'passwordRequired' });
    expect(passwordProblems({ way: 'phone', old: '', code: '', password: 'abc', repeat: 'abc' })).toEqual({ code: 'codeRequired', password: 'passwordRule' });
    expect(passwordProblems({ way: 'email', old: '', code: '123456', password: 'abc12345', repeat: 'abc12346' })).toEqual({ password: 'newPasswordMismatch' });
    expect(passwordProblems({ way: 'old', old: 'x', code: '', password: '', repeat: '' })).toEqual({ password: 'newPasswordRequired' });
  });
  it('route guard 2 opens with phone and real name both bound', () => {
    expect(bindPhoneRoutesOpen({ bindPhone: true, bindRealName: false })).toBe(false);
    expect(bindPhoneRoutesOpen({ bindPhone: true, bindRealName: true })).toBe(true);
    expect(bindPhoneRoutesOpen(null)).toBe(false);
  });
  it('tab from the query', () => {
    expect(tabOf('phone')).toBe('phone');
    expect(tabOf('x')).toBe('realName');
  });
});

it('the catalog shows the spec rule messages word for word', async () => {
  const { MSG } = await import('@site/shared');
  const zhCN = (await import('../../i18n/zh-CN.json')).default;
  expect(zhCN.profile.rules).toEqual(MSG);
});
