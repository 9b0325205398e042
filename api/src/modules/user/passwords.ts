import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords leave the browser as an md5 hex; the api keeps only a slow salted hash of that md5:
 * `scrypt$<N>$<salt hex>$<hash hex>` (node:crypto scrypt, cost N, r=8 p=1, 32-byte key, per-user salt). Each hash
 * carries the cost it was made with, so one made at another cost (an older default, a site that raised it) is still
 * checked at its own; a hash of the older form `scrypt$<salt hex>$<hash hex>` was made at N=16384.
 */
const KEY_LEN = 32;

/** N for new hashes: 2^14, about 40 ms of one core here per hash or check. */
export const PASSWORD_COST = 16384;
/** N of the older form without a cost field. */
const COST_OF_OLDER_FORM = 16384;
/** The costs a stored hash may name: powers of two from 2^10 (tests and the journeys' site) to 2^17. */
export const LOWEST_PASSWORD_COST = 1024;
export const HIGHEST_PASSWORD_COST = 131072;

export const isPasswordCost = (n: number): boolean => Number.isInteger(n) && n >= LOWEST_PASSWORD_COST && n <= HIGHEST_PASSWORD_COST && (n & (n - 1)) === 0;

/** How the api hashes and checks passwords; one per app, at the app's cost for new hashes. */
export interface Passwords {
  hash(md5: string): Promise<string>;
  /** Whether `md5` is the password of `stored`; null (no such member) costs a check all the same. */
  verify(md5: string, stored: string | null): Promise<boolean>;
}

function scryptAsync(md5: string, salt: Buffer, cost: number): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; the default limit (32 MiB) would refuse the highest costs.
  const maxmem = 256 * cost * 8;
  return new Promise((resolve, reject) => scrypt(md5, salt, KEY_LEN, { N: cost, r: 8, p: 1, maxmem }, (err, key) => (err ? reject(err) : resolve(key))));
}

const format = (cost: number, salt: Buffer, hash: Buffer): string => `scrypt$${cost}$${salt.toString('hex')}$${hash.toString('hex')}`;

/** The parts of a stored hash, or null when it is not one this api makes. */
function parse(stored: string): { cost: number; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [costText, saltHex, hashHex] = parts.length === 4 ? parts.slice(1) : parts.length === 3 ? [String(COST_OF_OLDER_FORM), ...parts.slice(1)] : [];
  const cost = Number(costText);
  if (!isPasswordCost(cost) || !saltHex || !hashHex) return null;
  return { cost, salt: Buffer.from(saltHex, 'hex'), hash: Buffer.from(hashHex, 'hex') };
}

export function passwords(cost: number = PASSWORD_COST): Passwords {
  if (!isPasswordCost(cost)) throw new Error(`password cost must be a power of two from ${LOWEST_PASSWORD_COST} to ${HIGHEST_PASSWORD_COST}, not ${cost}`);
  /** Matches nothing, so an unknown name costs the same time as a known one. */
  const dummy = format(cost, Buffer.alloc(16), Buffer.alloc(KEY_LEN));
  return {
    async hash(md5) {
      const salt = randomBytes(16);
      return format(cost, salt, await scryptAsync(md5, salt, cost));
    },
    async verify(md5, stored) {
      const parsed = parse(stored ?? dummy);
      if (!parsed) return false;
      const actual = await scryptAsync(md5, parsed.salt, parsed.cost);
      return stored !== null && actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
    },
  };
}
