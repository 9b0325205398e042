import { createDecipheriv } from 'node:crypto';
import { SIGNER_CIPHER } from '@site/shared';

const KEY = Buffer.from(SIGNER_CIPHER.key, 'utf8');
const IV = Buffer.from(SIGNER_CIPHER.iv, 'utf8');
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * shared's decryptText (crypto-js AES-128-CBC, PKCS#7, base64) done by Node's native crypto: the
 * api reads a timestamp on every signed call, and the pure-JS decryption was a large share of a
 * call's time. Same answers: the plain text, or null when the value is not ours.
 */
export function decryptTextNative(cipher: string): string | null {
  if (cipher === '' || cipher.length % 4 !== 0 || !BASE64.test(cipher)) return null;
  try {
    const d = createDecipheriv('aes-128-cbc', KEY, IV);
    const out = Buffer.concat([d.update(Buffer.from(cipher, 'base64')), d.final()]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(out);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}
