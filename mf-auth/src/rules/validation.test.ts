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
    expect(validateLogin({ name: '', password: '' })).toEqual({ name: 'usernameRequired', password: 'passwordRequired' });
    expect(validateLogin({ name: '   ', password: 'x' }).name).toBe('usernameRequired');
    expect(hasErrors(validateLogin({ name: 'demo01', password: 'anything' }))).toBe(false);
  });
});

describe('register form rules', () => {
  const ok = { name: 'ab1234', password: 'abc12345', repeat: 'abc12345', agreed: true };
  it('accepts a good registration', () => {
    expect(hasErrors(validateRegister(ok))).toBe(false);
  });
  it.each([
    ['', 'usernameRequired'],
    ['ab1', 'usernameRule'],
    ['1abc23', 'usernameRule'],
    ['a1234', 'usernameRule'],
    ['abcdef', 'usernameRule'],
    ['abcdefghij12', 'usernameRule'],
  ])('username %p → %s', (name, message) => {
    expect(validateRegister({ ...ok, name }).name).toBe(message);
  });
  it.each([
    ['', 'passwordRequired'],
    ['abc1234', 'passwordRule'],
    ['abcdefgh', 'passwordRule'],
    ['12345678', 'passwordRule'],
    ['abc12345678x9', 'passwordRule'],
    ['abc_12345', 'passwordRule'],
  ])('password %p → %s', (password, message) => {
    expect(validateRegister({ ...ok, password, repeat: password }).password).toBe(message);
  });
  it('repeat must match and the agreement is required', () => {
    expect(validateRegister({ ...ok, repeat: 'abc12346' }).repeat).toBe('repeatMismatch');
    expect(validateRegister({ ...ok, agreed: false }).agreed).toBe('agreement');
  });
});

describe('forgot-password rules', () => {
  it('username required (max 30)', () => {
    expect(validateForgotPhone({ name: '', phone: '13800138000', regex: CN }).name).toBe('forgotUsername');
    expect(validateForgotEmail({ name: 'a'.repeat(31), email: 'a@b.cn' }).name).toBe('forgotUsername');
  });
  it('phone follows the selected country regex (default China mobile)', () => {
    expect(validateForgotPhone({ name: 'demo01', phone: '13800138000', regex: CN }).phone).toBeNull();
    expect(validateForgotPhone({ name: 'demo01', phone: '23800138000', regex: CN }).phone).toBe('phoneWrong');
    expect(validateForgotPhone({ name: 'demo01', phone: '', regex: CN }).phone).toBe('phoneWrong');
    expect(validateForgotPhone({ name: 'demo01', phone: '91234567', regex: HK }).phone).toBeNull();
    expect(validateForgotPhone({ name: 'demo01', phone: '13800138000', regex: HK }).phone).toBe('phoneWrong');
  });
  it('e-mail required then well-formed', () => {
    expect(validateForgotEmail({ name: 'demo01', email: '' }).email).toBe('emailRequired');
    expect(validateForgotEmail({ name: 'demo01', email: 'a@b' }).email).toBe('emailWrong');
    expect(validateForgotEmail({ name: 'demo01', email: 'a b@c.cn' }).email).toBe('emailWrong');
    expect(validateForgotEmail({ name: 'demo01', email: 'demo01@example.com' }).email).toBeNull();
  });
  it('code required (max 30)', () => {
    expect(validateVerifyCode({ code: '' }).code).toBe('codeRequired');
    expect(validateVerifyCode({ code: '1'.repeat(31) }).code).toBe('codeRequired');
    expect(validateVerifyCode({ code: '123456' }).code).toBeNull();
  });
  it('new password: required, letters + digits, repeat must match', () => {
    expect(validateNewPassword({ password: '', repeat: '' })).toEqual({ password: 'newPasswordRequired', repeat: null });
    expect(validateNewPassword({ password: 'abcdefgh', repeat: 'abcdefgh' }).password).toBe('passwordRule');
    expect(validateNewPassword({ password: 'abc12345', repeat: 'abc1234' })).toEqual({ password: null, repeat: 'newPasswordMismatch' });
    expect(hasErrors(validateNewPassword({ password: 'abc12345', repeat: 'abc12345' }))).toBe(false);
  });
});

describe('new device and picture captcha rules', () => {
  it('the 4 middle digits, then a 6-digit code that was requested', () => {
    expect(validateNewDevice({ phoneMiddle: '001', code: '123456', requested: true }).phoneMiddle).toBe('phoneCompletionWrong');
    expect(validateNewDevice({ phoneMiddle: '00a3', code: '123456', requested: true }).phoneMiddle).toBe('phoneCompletionWrong');
    expect(validateNewDevice({ phoneMiddle: '0013', code: '123456', requested: false }).code).toBe('codeNotRequested');
    expect(validateNewDevice({ phoneMiddle: '0013', code: '12345', requested: true }).code).toBe('codeRequired');
    expect(validateNewDevice({ phoneMiddle: '0013', code: '12345a', requested: true }).code).toBe('codeRequired');
    expect(hasErrors(validateNewDevice({ phoneMiddle: '0013', code: '123456', requested: true }))).toBe(false);
  });
  it('picture code required, max 10', () => {
    expect(validatePictureCaptcha({ code: '' }).code).toBe('codeRequired');
    expect(validatePictureCaptcha({ code: 'x'.repeat(11) }).code).toBe('codeRequired');
    expect(validatePictureCaptcha({ code: 'a1b2' }).code).toBeNull();
  });
});
