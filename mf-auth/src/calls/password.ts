import md5 from 'crypto-js/md5';

/** How a password leaves the browser (spec §3): its md5, lowercase hex. Never the plain text. */
export function hashPassword(plain: string): string {
  return md5(plain).toString();
}
