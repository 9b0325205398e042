import { ResponseCode } from './envelope';
import { isSiteError, SiteError } from './site-error';
import type { Contract } from './contract';

/** A v4 uuid: crypto.randomUUID, or getRandomValues outside a secure context (plain http on a LAN address). */
export function randomUuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One key per money intent: mint it when the player acts (one click of 转入, one
 * bet) and pass the same key to every retry of that intent:
 *
 *   const key = newIdempotencyKey();            // in the click handler
 *   await http.call(venueTransfer, body, { idempotencyKey: key });   // and on each retry
 */
export function newIdempotencyKey(): string {
  return randomUuid();
}

/** What the api accepts as a key: 8-128 letters, digits, '-' or '_' (a uuid fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Why a money call was refused on the client, before any request. */
export type IdempotencyRefusal = 'missing' | 'malformed';
export const IDEMPOTENCY_REFUSAL_MESSAGE: Record<IdempotencyRefusal, string> = {
  missing: '该操作缺少幂等键，请求未发送',
  malformed: '幂等键格式不正确，请求未发送',
};

/**
 * The client-side check of a call: a contract that moves money needs a well-formed key; a key on
 * any other call must be well-formed too. Returns the typed refusal (a SiteError 6007 whose data
 * names the reason), or null when the call may go.
 */
export function checkIdempotencyKey(contract: Pick<Contract, 'path' | 'movesMoney'>, key: string | undefined): SiteError | null {
  let reason: IdempotencyRefusal | null = null;
  if (key === undefined || key === '') reason = contract.movesMoney ? 'missing' : null;
  else if (!IDEMPOTENCY_KEY_PATTERN.test(key)) reason = 'malformed';
  if (reason === null) return null;
  return new SiteError(ResponseCode.INVALID_PARAMETER, IDEMPOTENCY_REFUSAL_MESSAGE[reason], { idempotencyKey: reason, path: contract.path });
}

/** Whether an error is the client's refusal of a money call without a (well-formed) key. */
export function isIdempotencyRefusal(e: unknown): e is SiteError & { data: { idempotencyKey: IdempotencyRefusal; path: string } } {
  if (!isSiteError(e) || e.code !== ResponseCode.INVALID_PARAMETER) return false;
  const reason = (e.data as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return reason === 'missing' || reason === 'malformed';
}
