import MD5 from 'crypto-js/md5';

/**
 * How the withdrawal password leaves the browser: its md5, lowercase hex (like the login password). A module of
 * its own: crypto-js is evaluated for its side effects wherever it is imported, so the withdrawal contracts (which a
 * profile page reads for the account count) do not bring it to pages that never digest a password.
 */
export const withdrawPasswordDigest = (plain: string): string => MD5(plain).toString();
