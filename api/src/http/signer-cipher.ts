import { createDecipheriv } from 'node:crypto';
import { SIGNER_CIPHER } from '@site/shared';

const KEY = Buffer.from(SIGNER_CIPHER.key, 'utf8');
const IV = Buffer.from(SIGNER_CIPHER.iv, 'utf8');
const BLOCK = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// ignoreBOM: a leading U+FEFF is text like any other (crypto-js keeps it; the decoder would strip it by default).
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The AES-128 block decryption under the signer's key, made once: with padding off, ECB turns
 * each whole 16-byte block into its plain block at once and keeps nothing between calls, so one
 * instance serves every request (creating a decipher per call was most of the cost).
 */
const blocks = createDecipheriv('aes-128-ecb', KEY, null).setAutoPadding(false);

/**
 * shared's decryptText (crypto-js AES-128-CBC, PKCS#7, base64) done by Node's native crypto: the
 * api reads a timestamp on every signed call, and the pure-JS decryption was a large share of a
 * call's time. CBC is done here over the ECB blocks (each plain block is the decrypted block XOR
 * the previous cipher block, the IV for the first), then the PKCS#7 padding is checked and cut as
 * OpenSSL does. Same answers: the plain text, or null when the value is not ours.
 */
export function decryptTextNative(cipher: string): string | null {
  if (cipher === '' || cipher.length % 4 !== 0 || !BASE64.test(cipher)) return null;
  const data = Buffer.from(cipher, 'base64');
  if (data.length === 0 || data.length % BLOCK !== 0) return null;
  const plain = blocks.update(data);
  if (plain.length !== data.length) return null;
  for (let i = 0; i < plain.length; i++) plain[i] = plain[i]! ^ (i < BLOCK ? IV[i]! : data[i - BLOCK]!);
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > BLOCK) return null;
  for (let i = plain.length - pad; i < plain.length; i++) if (plain[i] !== pad) return null;
  try {
    const text = UTF8.decode(plain.subarray(0, plain.length - pad));
    return text === '' ? null : text;
  } catch {
    return null;
  }
}
