import SHA256 from 'crypto-js/sha256';
import SHA3 from 'crypto-js/sha3';
import Hex from 'crypto-js/enc-hex';
import { UsdtNetwork, type CardRuleKey, type UsdtNetworkValue } from './cards';

/*
 * USDT address checks (rules/cards.ts holds the other account rules). A module of their own: their checksums need
 * crypto-js, evaluated for its side effects wherever it is imported, and a page that only lists a member's accounts
 * (the profile's account count) has no address to check.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(s: string): number[] | null {
  const bytes: number[] = [];
  for (const ch of s) {
    let carry = BASE58.indexOf(ch);
    if (carry < 0) return null;
    for (let j = 0; j < bytes.length; j += 1) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const ch of s) {
    if (ch !== '1') break;
    bytes.push(0);
  }
  return bytes.reverse();
}

const toHex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

/** TRON address: base58check of 0x41 + 20 bytes; starts with T, 34 characters. */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = Hex.parse(toHex(bytes.slice(0, 21)));
  const check = SHA256(SHA256(payload)).toString(Hex).slice(0, 8);
  return check === toHex(bytes.slice(21));
}

/** Ethereum address: 0x + 40 hex; a mixed-case address must carry a valid EIP-55 checksum. */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  const hash = SHA3(body.toLowerCase(), { outputLength: 256 }).toString(Hex);
  for (let i = 0; i < 40; i += 1) {
    const c = body[i]!;
    if (/[a-f]/i.test(c) && parseInt(hash[i]!, 16) >= 8 !== (c === c.toUpperCase())) return false;
  }
  return true;
}

/** The networks a USDT address may be on (the vCurrency/list networks), with their rule. */
export const USDT_NETWORKS: readonly { network: UsdtNetworkValue; name: string; hint: string; valid: (a: string) => boolean }[] = [
  { network: UsdtNetwork.TRC20, name: 'USDT-TRC20', hint: 'T开头，34位', valid: isTronAddress },
  { network: UsdtNetwork.ERC20, name: 'USDT-ERC20', hint: '0x开头，42位', valid: isEthereumAddress },
];

export function checkUsdtAddress(network: UsdtNetworkValue | '', raw: string): CardRuleKey | null {
  const entry = USDT_NETWORKS.find((n) => n.network === network);
  if (!entry) return 'networkRequired';
  const v = raw.trim();
  if (v === '') return 'addressRequired';
  return entry.valid(v) ? null : 'addressWrong';
}
