import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SealedValue, SiteValue } from '@site/shared';

/**
 * Site values handed out sealed (spec §3 / §7): AES-256-GCM under a key only the
 * server holds (secrets.sealing), the value's name bound as additional data, so a cipher opens
 * only under its own name. v is a version derived from the value: it changes when the value
 * changes, so a client keeps its decrypted copy while v matches. The client opens one value per
 * call through singleDataDecryption.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The first 6 bytes of sha256(value) as a number: the same value always has the same v. */
export function versionOf(value: string): number {
  return createHash('sha256').update(value).digest().readUIntBE(0, 6);
}

function keyOf(secretHex: string): Buffer {
  return Buffer.from(secretHex, 'hex');
}

export function sealValue(secretHex: string, name: string, value: string): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretHex), iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return { name, cipher: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url'), v: versionOf(value) };
}

/** The value of a cipher sealed under name, or null when it is not one of ours. */
export function openSealed(secretHex: string, name: string, cipherText: string): { data: string; v: number } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cipherText)) return null;
  const raw = Buffer.from(cipherText, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretHex), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const data = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return { data, v: versionOf(data) };
  } catch {
    return null;
  }
}

/** A value as it leaves the api: sealed when the site config marks its name and it is not empty. */
export function siteValueOf(secretHex: string, sealedNames: readonly string[], name: string, value: string): SiteValue {
  return value !== '' && sealedNames.includes(name) ? sealValue(secretHex, name, value) : value;
}
