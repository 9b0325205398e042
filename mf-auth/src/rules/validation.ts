import {
  LIMITS,
  checkAgreement,
  checkEmail,
  checkForgotUsername,
  checkLoginPassword,
  checkLoginUsername,
  checkNewPassword,
  checkPhone,
  checkPhoneCompletion,
  checkRegisterPassword,
  checkRegisterUsername,
  checkRepeat,
  checkSmsCode,
  checkVerifyCode,
  type RuleKey,
} from '@site/shared';

/** Field → the rule key of what is wrong (or null when valid); the forms show rules.<key> under the field. */
export type Errors<K extends string> = Record<K, RuleKey | null>;

export function hasErrors(errors: Record<string, RuleKey | null>): boolean {
  return Object.values(errors).some((m) => m !== null);
}

export function validateLogin(v: { name: string; password: string }): Errors<'name' | 'password'> {
  return { name: checkLoginUsername(v.name), password: checkLoginPassword(v.password) };
}

export function validateRegister(v: { name: string; password: string; repeat: string; agreed: boolean }): Errors<'name' | 'password' | 'repeat' | 'agreed'> {
  return {
    name: checkRegisterUsername(v.name),
    password: checkRegisterPassword(v.password),
    repeat: checkRepeat(v.password, v.repeat),
    agreed: checkAgreement(v.agreed),
  };
}

export function validateForgotPhone(v: { name: string; phone: string; regex: string }): Errors<'name' | 'phone'> {
  return { name: checkForgotUsername(v.name), phone: checkPhone(v.phone, v.regex) };
}

export function validateForgotEmail(v: { name: string; email: string }): Errors<'name' | 'email'> {
  return { name: checkForgotUsername(v.name), email: checkEmail(v.email) };
}

export function validateVerifyCode(v: { code: string }): Errors<'code'> {
  return { code: checkVerifyCode(v.code) };
}

/** New password: required, 8-12 letters + digits; the repeat must match ('两次密码输入不一致，请重新输入'). */
export function validateNewPassword(v: { password: string; repeat: string }): Errors<'password' | 'repeat'> {
  const password = checkNewPassword(v.password, v.password);
  return { password, repeat: password === null ? checkNewPassword(v.password, v.repeat) : null };
}

export function validateNewDevice(v: { phoneMiddle: string; code: string; requested: boolean }): Errors<'phoneMiddle' | 'code'> {
  return { phoneMiddle: checkPhoneCompletion(v.phoneMiddle), code: checkSmsCode(v.code, v.requested) };
}

export function validatePictureCaptcha(v: { code: string }): Errors<'code'> {
  return { code: checkVerifyCode(v.code, LIMITS.pictureCaptcha) };
}
