import { isWeakWithdrawPassword, WITHDRAW_PASSWORD_PATTERN } from '@site/shared';

/** Managing the withdrawal password once it is set: change it with the current one, or reset it with a code to the bound e-mail (emailCheck). */
export const PasswordMode = { CHANGE: 'change', FORGOT: 'forgot' } as const;
export type PasswordMode = (typeof PasswordMode)[keyof typeof PasswordMode];

export interface PasswordFields {
  oldPassword: string;
  code: string;
  password: string;
  repeat: string;
}
export const emptyPasswordFields: PasswordFields = { oldPassword: '', code: '', password: '', repeat: '' };

/** Catalog keys under withdrawPassword.rules. */
export type PasswordProblem = 'oldPassword' | 'code' | 'password' | 'weak' | 'repeat' | 'same';

/** The first problem of the fields in a mode, in the order the form shows them; null when they may be sent. */
export function passwordProblem(mode: PasswordMode, f: PasswordFields): PasswordProblem | null {
  if (mode === PasswordMode.CHANGE && !WITHDRAW_PASSWORD_PATTERN.test(f.oldPassword)) return 'oldPassword';
  if (mode === PasswordMode.FORGOT && !/^\d{6}$/.test(f.code)) return 'code';
  if (!WITHDRAW_PASSWORD_PATTERN.test(f.password)) return 'password';
  if (isWeakWithdrawPassword(f.password)) return 'weak';
  if (f.password !== f.repeat) return 'repeat';
  if (mode === PasswordMode.CHANGE && f.password === f.oldPassword) return 'same';
  return null;
}

/** Only digits, at most six (the inputs of these forms). */
export const sixDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 6);
