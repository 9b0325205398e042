/**
 * Account rules of spec §5. Each returns the exact Chinese message of the spec, or null when
 * the value is valid. The mf-auth forms and the api (through the contracts) use the same rules.
 */
export const LIMITS = {
  usernameMax: 11,
  passwordMin: 8,
  passwordMax: 12,
  phoneInput: 11,
  email: 40,
  forgotUsername: 30,
  verifyCode: 30,
  pictureCaptcha: 10,
  smsCode: 6,
  phoneCompletion: 4,
  resendSeconds: 60,
} as const;

export const MSG = {
  usernameRequired: '用户名不能为空',
  usernameRule: '4-11位，最少2个字母+数字组合，首位为字母',
  passwordRequired: '密码不能为空',
  passwordRule: '请输入8-12位字母+数字的组合',
  repeatMismatch: '两次密码输入不一致',
  agreement: '请同意相关条款和隐私政策',
  forgotUsername: '请输入用户名',
  phoneWrong: '请输入正确的手机号码',
  emailRequired: '请输入邮箱',
  emailWrong: '请输入正确的邮箱',
  codeRequired: '请输入验证码',
  newPasswordRequired: '请设置新密码',
  newPasswordMismatch: '两次密码输入不一致，请重新输入',
  phoneCompletionWrong: '手机号错误',
  codeNotRequested: '请先获取验证码',
  realNameWrong: '请输入正确的姓名',
} as const;

/** Register usernames: spaces stripped, input at most 11 characters. */
export function normalizeUsername(raw: string): string {
  return raw.replace(/\s+/g, '').slice(0, LIMITS.usernameMax);
}

export function checkLoginUsername(name: string): string | null {
  return name.trim() === '' ? MSG.usernameRequired : null;
}

export function checkRegisterUsername(name: string): string | null {
  if (name === '') return MSG.usernameRequired;
  const letters = (name.match(/[A-Za-z]/g) ?? []).length;
  const ok = /^[A-Za-z][A-Za-z0-9]{3,10}$/.test(name) && letters >= 2 && /\d/.test(name);
  return ok ? null : MSG.usernameRule;
}

export function checkLoginPassword(pw: string): string | null {
  return pw === '' ? MSG.passwordRequired : null;
}

/** 8-12 letters and digits with at least one of each. */
export function isLetterDigitPassword(pw: string): boolean {
  return /^[A-Za-z0-9]{8,12}$/.test(pw) && /[A-Za-z]/.test(pw) && /\d/.test(pw);
}

export function checkRegisterPassword(pw: string): string | null {
  if (pw === '') return MSG.passwordRequired;
  return isLetterDigitPassword(pw) ? null : MSG.passwordRule;
}

export function checkRepeat(pw: string, repeat: string): string | null {
  return pw === repeat ? null : MSG.repeatMismatch;
}

export function checkAgreement(agreed: boolean): string | null {
  return agreed ? null : MSG.agreement;
}

/** E-mail: non-space non-@ characters, an @, a domain part, a dot suffix (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
export function checkEmail(value: string): string | null {
  if (value === '') return MSG.emailRequired;
  return isEmail(value) && value.length <= LIMITS.email ? null : MSG.emailWrong;
}

/** Default China mobile: 1 then 10 digits. */
export const DEFAULT_PHONE_REGEX = '^1\\d{10}$';
export function checkPhone(phone: string, regex: string = DEFAULT_PHONE_REGEX): string | null {
  let re: RegExp;
  try {
    re = new RegExp(regex);
  } catch {
    re = new RegExp(DEFAULT_PHONE_REGEX);
  }
  return phone.length <= LIMITS.phoneInput && re.test(phone) ? null : MSG.phoneWrong;
}

export function checkForgotUsername(name: string): string | null {
  return name.trim() === '' || name.length > LIMITS.forgotUsername ? MSG.forgotUsername : null;
}

export function checkVerifyCode(code: string, max: number = LIMITS.verifyCode): string | null {
  return code.trim() === '' || code.length > max ? MSG.codeRequired : null;
}

export function checkNewPassword(pw: string, repeat: string): string | null {
  if (pw === '') return MSG.newPasswordRequired;
  if (!isLetterDigitPassword(pw)) return MSG.passwordRule;
  return pw === repeat ? null : MSG.newPasswordMismatch;
}

/** New device: the 4 middle digits of the masked phone. */
export function checkPhoneCompletion(digits: string): string | null {
  return /^\d{4}$/.test(digits) ? null : MSG.phoneCompletionWrong;
}

/** New device code: digits only, exactly 6, and requested first. */
export function checkSmsCode(code: string, requested: boolean): string | null {
  if (!requested) return MSG.codeNotRequested;
  return /^\d{6}$/.test(code) ? null : MSG.codeRequired;
}

/**
 * Real name (spec §5): starts and ends with a letter or a Chinese character, no two adjacent
 * middle dots, no leading or trailing middle dot; valid when entirely Chinese (with middle
 * dots) or only Latin letters, spaces and dots.
 */
export function isRealName(name: string): boolean {
  const value = name.trim();
  if (value === '') return false;
  const edge = /^[A-Za-z\u4e00-\u9fa5]$/;
  if (!edge.test(value[0]!) || !edge.test(value[value.length - 1]!)) return false;
  if (/[·.]{2}/.test(value)) return false;
  const chinese = /^[\u4e00-\u9fa5·]+$/.test(value);
  const latin = /^[A-Za-z .·]+$/.test(value);
  return chinese || latin;
}
export function checkRealName(name: string): string | null {
  return isRealName(name) ? null : MSG.realNameWrong;
}

/** A 32-character lowercase hex md5, how passwords leave the browser. */
export const MD5_PATTERN = /^[a-f0-9]{32}$/;
