/**
 * Account rules of spec §5. Each returns the key of what is wrong (a RuleKey), or null when the
 * value is valid. MSG holds the spec's exact zh-CN message of each key: the api answers it
 * (through the contracts, ruleMessage) and the forms show it through their catalog (rules.<key>),
 * so zh-TW readers get it converted. The mf-auth forms and the api use the same rules.
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

/** What a rule says is wrong. */
export type RuleKey = keyof typeof MSG;

/** The spec's zh-CN message of a rule key (what the api answers). */
export function ruleMessage(key: RuleKey): string {
  return MSG[key];
}

/** Register usernames: spaces stripped, input at most 11 characters. */
export function normalizeUsername(raw: string): string {
  return raw.replace(/\s+/g, '').slice(0, LIMITS.usernameMax);
}

export function checkLoginUsername(name: string): RuleKey | null {
  return name.trim() === '' ? 'usernameRequired' : null;
}

export function checkRegisterUsername(name: string): RuleKey | null {
  if (name === '') return 'usernameRequired';
  const letters = (name.match(/[A-Za-z]/g) ?? []).length;
  const ok = /^[A-Za-z][A-Za-z0-9]{3,10}$/.test(name) && letters >= 2 && /\d/.test(name);
  return ok ? null : 'usernameRule';
}

export function checkLoginPassword(pw: string): RuleKey | null {
  return pw === '' ? 'passwordRequired' : null;
}

/** 8-12 letters and digits with at least one of each. */
export function isLetterDigitPassword(pw: string): boolean {
  return /^[A-Za-z0-9]{8,12}$/.test(pw) && /[A-Za-z]/.test(pw) && /\d/.test(pw);
}

export function checkRegisterPassword(pw: string): RuleKey | null {
  if (pw === '') return 'passwordRequired';
  return isLetterDigitPassword(pw) ? null : 'passwordRule';
}

export function checkRepeat(pw: string, repeat: string): RuleKey | null {
  return pw === repeat ? null : 'repeatMismatch';
}

export function checkAgreement(agreed: boolean): RuleKey | null {
  return agreed ? null : 'agreement';
}

/** E-mail: non-space non-@ characters, an @, a domain part, a dot suffix (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
export function checkEmail(value: string): RuleKey | null {
  if (value === '') return 'emailRequired';
  return isEmail(value) && value.length <= LIMITS.email ? null : 'emailWrong';
}

/** Default China mobile: 1 then 10 digits. */
export const DEFAULT_PHONE_REGEX = '^1\\d{10}$';
export function checkPhone(phone: string, regex: string = DEFAULT_PHONE_REGEX): RuleKey | null {
  let re: RegExp;
  try {
    re = new RegExp(regex);
  } catch {
    re = new RegExp(DEFAULT_PHONE_REGEX);
  }
  return phone.length <= LIMITS.phoneInput && re.test(phone) ? null : 'phoneWrong';
}

export function checkForgotUsername(name: string): RuleKey | null {
  return name.trim() === '' || name.length > LIMITS.forgotUsername ? 'forgotUsername' : null;
}

export function checkVerifyCode(code: string, max: number = LIMITS.verifyCode): RuleKey | null {
  return code.trim() === '' || code.length > max ? 'codeRequired' : null;
}

export function checkNewPassword(pw: string, repeat: string): RuleKey | null {
  if (pw === '') return 'newPasswordRequired';
  if (!isLetterDigitPassword(pw)) return 'passwordRule';
  return pw === repeat ? null : 'newPasswordMismatch';
}

/** New device: the 4 middle digits of the masked phone. */
export function checkPhoneCompletion(digits: string): RuleKey | null {
  return /^\d{4}$/.test(digits) ? null : 'phoneCompletionWrong';
}

/** New device code: digits only, exactly 6, and requested first. */
export function checkSmsCode(code: string, requested: boolean): RuleKey | null {
  if (!requested) return 'codeNotRequested';
  return /^\d{6}$/.test(code) ? null : 'codeRequired';
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
export function checkRealName(name: string): RuleKey | null {
  return isRealName(name) ? null : 'realNameWrong';
}

/** A 32-character lowercase hex md5, how passwords leave the browser. */
export const MD5_PATTERN = /^[a-f0-9]{32}$/;

/**
 * A member name as other members see it (race boards, invited friends, the lobby's gift pushes): the first two and
 * last two characters around three stars, or the first character and three stars for a short name.
 */
export function maskMemberName(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * flags.hideRealNumbers (spec §6): a member's real numbers — phone, card and account digits, the real name — are not
 * shown at all, not even partly: every digit becomes *, and a real name (kind 'name') every character. Off: the text
 * as it is (already masked where the page masks it).
 */
export function realNumberShown(text: string, hide: boolean | undefined, kind: 'digits' | 'name' = 'digits'): string {
  if (hide !== true) return text;
  return kind === 'name' ? '*'.repeat([...text].length) : text.replace(/\d/g, '*');
}

/**
 * Captcha errors (spec §8): the message starts with the number of the check that failed, so the player (and
 * customer service) can tell them apart: 1 the picture captcha, 2 the slider, 6 a verification code sent by SMS,
 * voice or e-mail. The api answers its captcha errors through it.
 */
export const CAPTCHA_ERROR_PREFIX = { picture: 1, slider: 2, code: 6 } as const;
export type CaptchaCheck = keyof typeof CAPTCHA_ERROR_PREFIX;

export function captchaError(check: CaptchaCheck, message: string): string {
  return `${CAPTCHA_ERROR_PREFIX[check]} ${message}`;
}
