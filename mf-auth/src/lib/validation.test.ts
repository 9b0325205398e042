import { MSG } from '@site/shared';
import {
  hasErrors,
  validateForgotEmail,
  validateForgotPhone,
  validateLogin,
  validateNewDevice,
  validateNewPassword,
  validatePictureCaptcha,
  validateRegister,
  validateVerifyCode,
} from './validation';

const CN = '^1\\d{10}$';
const HK = '^[5-9]\\d{7}$';

describe('login form rules (spec §5)', () => {
  it('needs a username and a password', () => {
    expect(validateLogin({ name: '', password: '' })).toEqual({ name: '用户名不能为空', password: '密码不能为空' });
    expect(validateLogin({ name: '   ', password: 'x' }).name).toBe('用户名不能为空');
    expect(hasErrors(validateLogin({ name: 'demo01', password: 'anything' }))).toBe(false);
  });
});

describe('register form rules', () => {
  const ok = { name: 'ab1234', password: 'abc12345', repeat: 'abc12345', agreed: true };
  it('accepts a good registration', () => {
    expect(hasErrors(validateRegister(ok))).toBe(false);
  });
  it.each([
    ['', '用户名不能为空'],
    ['ab1', '4-11位，最少2个字母+数字组合，首位为字母'],
    ['1abc23', '4-11位，最少2个字母+数字组合，首位为字母'],
    ['a1234', '4-11位，最少2个字母+数字组合，首位为字母'],
    ['abcdef', '4-11位，最少2个字母+数字组合，首位为字母'],
    ['abcdefghij12', '4-11位，最少2个字母+数字组合，首位为字母'],
  ])('username %p → %s', (name, message) => {
    expect(validateRegister({ ...ok, name }).name).toBe(message);
  });
  it.each([
    ['', '密码不能为空'],
    ['abc1234', '请输入8-12位字母+数字的组合'],
    ['abcdefgh', '请输入8-12位字母+数字的组合'],
    ['12345678', '请输入8-12位字母+数字的组合'],
    ['abc12345678x9', '请输入8-12位字母+数字的组合'],
    ['abc_12345', '请输入8-12位字母+数字的组合'],
  ])('password %p → %s', (password, message) => {
    expect(validateRegister({ ...ok, password, repeat: password }).password).toBe(message);
  });
  it('repeat must match and the agreement is required', () => {
    expect(validateRegister({ ...ok, repeat: 'abc12346' }).repeat).toBe('两次密码输入不一致');
    expect(validateRegister({ ...ok, agreed: false }).agreed).toBe('请同意相关条款和隐私政策');
  });
});

describe('forgot-password rules', () => {
  it('username required (max 30)', () => {
    expect(validateForgotPhone({ name: '', phone: '13800138000', regex: CN }).name).toBe('请输入用户名');
    expect(validateForgotEmail({ name: 'a'.repeat(31), email: 'a@b.cn' }).name).toBe('请输入用户名');
  });
  it('phone follows the selected country regex (default China mobile)', () => {
    expect(validateForgotPhone({ name: 'demo01', phone: '13800138000', regex: CN }).phone).toBeNull();
    expect(validateForgotPhone({ name: 'demo01', phone: '23800138000', regex: CN }).phone).toBe('请输入正确的手机号码');
    expect(validateForgotPhone({ name: 'demo01', phone: '', regex: CN }).phone).toBe('请输入正确的手机号码');
    expect(validateForgotPhone({ name: 'demo01', phone: '91234567', regex: HK }).phone).toBeNull();
    expect(validateForgotPhone({ name: 'demo01', phone: '13800138000', regex: HK }).phone).toBe('请输入正确的手机号码');
  });
  it('e-mail required then well-formed', () => {
    expect(validateForgotEmail({ name: 'demo01', email: '' }).email).toBe('请输入邮箱');
    expect(validateForgotEmail({ name: 'demo01', email: 'a@b' }).email).toBe('请输入正确的邮箱');
    expect(validateForgotEmail({ name: 'demo01', email: 'a b@c.cn' }).email).toBe('请输入正确的邮箱');
    expect(validateForgotEmail({ name: 'demo01', email: 'demo01@example.com' }).email).toBeNull();
  });
  it('code required (max 30)', () => {
    expect(validateVerifyCode({ code: '' }).code).toBe('请输入验证码');
    expect(validateVerifyCode({ code: '1'.repeat(31) }).code).toBe('请输入验证码');
    expect(validateVerifyCode({ code: '123456' }).code).toBeNull();
  });
  it('new password: required, letters + digits, repeat must match', () => {
    expect(validateNewPassword({ password: '', repeat: '' })).toEqual({ password: '请设置新密码', repeat: null });
    expect(validateNewPassword({ password: 'abcdefgh', repeat: 'abcdefgh' }).password).toBe('请输入8-12位字母+数字的组合');
    expect(validateNewPassword({ password: 'abc12345', repeat: 'abc1234' })).toEqual({ password: null, repeat: '两次密码输入不一致，请重新输入' });
    expect(hasErrors(validateNewPassword({ password: 'abc12345', repeat: 'abc12345' }))).toBe(false);
  });
});

describe('new device and picture captcha rules', () => {
  it('the 4 middle digits, then a 6-digit code that was requested', () => {
    expect(validateNewDevice({ phoneMiddle: '001', code: '123456', requested: true }).phoneMiddle).toBe('手机号错误');
    expect(validateNewDevice({ phoneMiddle: '00a3', code: '123456', requested: true }).phoneMiddle).toBe('手机号错误');
    expect(validateNewDevice({ phoneMiddle: '0013', code: '123456', requested: false }).code).toBe('请先获取验证码');
    expect(validateNewDevice({ phoneMiddle: '0013', code: '12345', requested: true }).code).toBe(MSG.codeRequired);
    expect(validateNewDevice({ phoneMiddle: '0013', code: '12345a', requested: true }).code).toBe(MSG.codeRequired);
    expect(hasErrors(validateNewDevice({ phoneMiddle: '0013', code: '123456', requested: true }))).toBe(false);
  });
  it('picture code required, max 10', () => {
    expect(validatePictureCaptcha({ code: '' }).code).toBe('请输入验证码');
    expect(validatePictureCaptcha({ code: 'x'.repeat(11) }).code).toBe('请输入验证码');
    expect(validatePictureCaptcha({ code: 'a1b2' }).code).toBeNull();
  });
});
