import MD5 from 'crypto-js/md5';

/**
 * How the withdrawal password leaves the browser: its md5, lowercase hex (like the login password). A module of
 * its own: crypto-js is evaluated for its side effects wherever it is imported, so the withdrawal contracts (which a
 * profile page reads for the account count) do not bring it to pages that never digest a password.
 */
export const withdrawPasswordDigest = (plain: string): string => MD5(plain).toString();

/** The withdrawal password's length: 6 digits. */
export const WITHDRAW_PASSWORD_LENGTH = 6;

/** Why a trivially weak withdrawal password is refused (the form and the api say the same). */
export const WEAK_WITHDRAW_PASSWORD_MSG = '取款密码过于简单，不能是同一数字或连续数字';

/**
 * A trivially weak withdrawal password: one digit six times (000000, 888888) or a run of consecutive digits,
 * ascending (123456) or descending (654321). Only 6-digit texts are judged; the format is its own rule.
 */
export function isWeakWithdrawPassword(plain: string): boolean {
  if (!/^\d{6}$/.test(plain)) return false;
  const steps = [...plain].slice(1).map((c, i) => Number(c) - Number(plain[i]));
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

const run = (first: number, step: number) => Array.from({ length: WITHDRAW_PASSWORD_LENGTH }, (_, i) => first + i * step).join('');

/** Every weak password (20: ten repeated digits, five ascending and five descending runs). */
export const WEAK_WITHDRAW_PASSWORDS: readonly string[] = [
  ...Array.from({ length: 10 }, (_, d) => run(d, 0)),
  ...Array.from({ length: 5 }, (_, d) => run(d, 1)),
  ...Array.from({ length: 5 }, (_, d) => run(d + 5, -1)),
];

/** The digests of the weak passwords, made on first use. */
const weakDigests = (() => {
  let made: ReadonlySet<string> | undefined;
  return () => (made ??= new Set(WEAK_WITHDRAW_PASSWORDS.map(withdrawPasswordDigest)));
})();

/** The api's side of the rule: it receives only the digest, which is weak when it is one of the weak passwords'. */
export function isWeakWithdrawPasswordDigest(md5: string): boolean {
  return weakDigests().has(md5.toLowerCase());
}
