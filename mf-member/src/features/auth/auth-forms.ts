import { checkEmail, checkNewPassword, checkPhone, checkRealName, checkVerifyCode, LIMITS, type RuleKey } from '@site/shared';

/** The tabs of /mine/auth (query ?tab=), in order. */
export const AUTH_TABS = ['realName', 'phone', 'email', 'password'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];
export const tabOf = (q: string | undefined): AuthTab => ((AUTH_TABS as readonly string[]).includes(q ?? '') ? (q as AuthTab) : 'realName');

/** Ways to change the login password: the old one, a code to the bound phone or to the bound e-mail. */
export const PASSWORD_WAYS = ['old', 'phone', 'email'] as const;
export type PasswordWay = (typeof PASSWORD_WAYS)[number];

/** Route guard 2: the bindPhone pages open once both a phone and a real name are bound. */
export function bindPhoneRoutesOpen(user: { bindPhone: boolean; bindRealName: boolean } | null): boolean {
  return user !== null && user.bindPhone && user.bindRealName;
}

export type Problems<K extends string> = Partial<Record<K, RuleKey>>;

function collect<K extends string>(entries: [K, RuleKey | null][]): Problems<K> {
  const out: Problems<K> = {};
  for (const [k, v] of entries) if (v) out[k] = v;
  return out;
}

export const realNameProblems = (realName: string) => collect<'realName'>([['realName', checkRealName(realName)]]);

/** Phone against the selected country's regex (countryArea), a 6-digit code. */
export function phoneProblems(f: { phone: string; regex: string; code: string; needCode: boolean }) {
  return collect<'phone' | 'code'>([
    ['phone', f.phone === '' ? 'phoneWrong' : checkPhone(f.phone, f.regex)],
    ['code', f.needCode ? codeProblem(f.code) : null],
  ]);
}

export function emailProblems(f: { email: string; code: string; needCode: boolean }) {
  return collect<'email' | 'code'>([
    ['email', checkEmail(f.email)],
    ['code', f.needCode ? codeProblem(f.code) : null],
  ]);
}

function codeProblem(code: string): RuleKey | null {
  return checkVerifyCode(code) ?? (/^\d{6}$/.test(code) ? null : 'codeRequired');
}

/** Old password (way 'old') or a code, then the new one twice (8-12 letters + digits). */
export function passwordProblems(f: { way: PasswordWay; old: string; code: string; password: string; repeat: string }) {
  return collect<'old' | 'code' | 'password'>([
    ['old', f.way === 'old' && f.old === '' ? 'passwordRequired' : null],
    ['code', f.way !== 'old' ? codeProblem(f.code) : null],
    ['password', checkNewPassword(f.password, f.repeat)],
  ]);
}

export const CODE_SECONDS = LIMITS.resendSeconds;
