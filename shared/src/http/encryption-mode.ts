/**
 * Encryption mode: the site flag on and the local safeSwitch not '0' (spec §7). Apart from the ciphers
 * (encryption.ts): the shell decides the mode on its first page, and the ciphers come with the first request.
 */
export function encryptionOn(flagEncrypt: boolean | undefined, safeSwitch: string): boolean {
  return flagEncrypt === true && safeSwitch !== '0';
}
