import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords leave the browser as an md5 hex; the api keeps only a slow salted hash of that md5:
 * `scrypt$<salt hex>$<hash hex>` (node:crypto scrypt, N=16384 r=8 p=1, 32-byte key, per-user salt).
 */
const KEY_LEN = 32;

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

function scryptAsync(md5: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(md5, salt, KEY_LEN, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(md5, salt));
}

/** A stored hash that matches nothing, so an unknown name costs the same time as a known one. */
const DUMMY = format(Buffer.alloc(16), Buffer.alloc(KEY_LEN));

export async function verifyPassword(md5: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(md5, Buffer.from(saltHex, 'hex'));
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
