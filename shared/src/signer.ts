import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Hex from 'crypto-js/enc-hex';

/**
 * The request-signing protocol between the shell's signer and the api (spec §3, §7).
 *
 * Headers on every request (names are lower-case on the wire):
 *   clienttype  'web'
 *   version     the shell's version
 *   uuid        the device fingerprint
 *   requestid   unique per HTTP attempt (never reused by a retry)
 *   token       the session token ('' for guests)
 *   siteid      the site id from preInfo
 *   sign        SIGN_VALUE (a fixed signature value)
 *   timestamp   encryptText(String(Date.now()))   — missing or unreadable → 6008
 *   clientip    encryptText(ip from preInfo)
 *   idempotency-key  only on calls that move money: one key per user intent, the same on every retry
 *
 * Encryption mode (site flag `encrypt` on and local safeSwitch not '0'):
 *   the request goes to POST `${OBFUSCATED_PREFIX}/${obfuscatePath(path, now)}`, its body is
 *   { [ENCRYPTED_FIELD]: encryptText(JSON.stringify(body)) } and the answer is
 *   { [ENCRYPTED_FIELD]: encryptText(JSON.stringify(envelope)) }.
 *
 * Key handling: the key and IV below are shipped to every browser, so they only obfuscate
 * traffic (as the original product does); they are not a secret and protect nothing that TLS and
 * the session token do not. Rotate by changing both here and redeploying the shell + api together.
 */
export const SIGN_VALUE = 'f3a9c1d27e6b4e08';
export const OBFUSCATED_PREFIX = '/x';
export const ENCRYPTED_FIELD = 'p';
/** Timestamps further than this from the api's clock are rejected (replay window). */
export const REPLAY_WINDOW_MS = 60_000;

/** The AES-128-CBC key and IV (UTF-8 text) of encryptText: one definition for every side. */
export const SIGNER_CIPHER = { key: 's1t3K3y-2026-web', iv: 'iv-0f1e2d3c4b5a6' } as const;
const KEY = Utf8.parse(SIGNER_CIPHER.key);
const IV = Utf8.parse(SIGNER_CIPHER.iv);

export function encryptText(plain: string): string {
  return AES.encrypt(plain, KEY, { iv: IV }).toString();
}

/** The plain text, or null when the value is not ours (never throws). */
export function decryptText(cipher: string): string | null {
  try {
    const out = AES.decrypt(cipher, KEY, { iv: IV }).toString(Utf8);
    return out === '' ? null : out;
  } catch {
    return null;
  }
}

/** An obfuscated path segment built from the time plus the original path (hex, URL-safe). */
export function obfuscatePath(path: string, now: number = Date.now()): string {
  const cipher = AES.encrypt(`${now}|${path}`, KEY, { iv: IV });
  return cipher.ciphertext.toString(Hex);
}

/** Reads an obfuscated segment back into { time, path }; null when it is not one of ours. */
export function readObfuscatedPath(segment: string): { time: number; path: string } | null {
  if (!/^[0-9a-f]+$/.test(segment)) return null;
  try {
    const plain = AES.decrypt({ ciphertext: Hex.parse(segment) } as never, KEY, { iv: IV }).toString(Utf8);
    const i = plain.indexOf('|');
    if (i < 0) return null;
    const time = Number(plain.slice(0, i));
    const path = plain.slice(i + 1);
    if (!Number.isFinite(time) || !path.startsWith('/')) return null;
    return { time, path };
  } catch {
    return null;
  }
}

/** The headers' names (crypto-free, signer-headers.ts: a page that only names them carries no cipher). */
export { HEADER } from './signer-headers';
