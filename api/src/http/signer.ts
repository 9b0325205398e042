import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, HEADER, OBFUSCATED_PREFIX, REPLAY_WINDOW_MS, ResponseCode, SIGN_VALUE } from '@site/shared';
import { decryptTextNative } from './signer-cipher';

/** The api paths the signer guards; /health, /registry.json, /cdn, pages and /dev are not among them. */
export const SIGNED_PREFIXES = ['/site/api/', '/fd/api/', '/game/api/', '/act/api/', '/stream/api/'] as const;
export const ILLEGAL_REQUEST = '非法请求';

export function isSignedPath(url: string): boolean {
  return SIGNED_PREFIXES.some((p) => url.startsWith(p)) || isObfuscatedUrl(url);
}

function header(req: FastifyRequest, name: string): string {
  const v = req.headers[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '';
}

export function requestIdOf(req: FastifyRequest): string {
  return header(req, HEADER.requestId);
}

/** The decrypted timestamp of each request, read once (the AES decryption is the costly part). */
const stamps = new WeakMap<FastifyRequest, number | null>();

/** The request's signed timestamp (ms), or null when it is missing or unreadable. */
export function signedStampOf(req: FastifyRequest): number | null {
  if (stamps.has(req)) return stamps.get(req) ?? null;
  const raw = header(req, HEADER.timestamp);
  const text = raw === '' ? null : decryptTextNative(raw);
  const stamp = text !== null && /^\d{1,16}$/.test(text) ? Number(text) : null;
  stamps.set(req, stamp);
  return stamp;
}

/**
 * The header checks of shared/src/signer.ts: a readable encrypted timestamp inside the replay
 * window, the fixed sign value and a request id. Returns null when the request passes.
 */
export function signatureProblem(req: FastifyRequest, now: number): string | null {
  if (header(req, HEADER.sign) !== SIGN_VALUE) return 'sign';
  const id = requestIdOf(req);
  if (id === '' || id.length > 128) return 'requestid';
  const stamp = signedStampOf(req);
  if (stamp === null) return 'timestamp';
  if (Math.abs(now - stamp) > REPLAY_WINDOW_MS) return 'window';
  return null;
}

/** Rejects an unsigned request on every api path before its body is even read. */
export function installSigner(app: FastifyInstance, now: () => number): void {
  // A callback hook, not an async one: a signed call passes it without a promise of its own.
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.url;
    if (!SIGNED_PREFIXES.some((p) => url.startsWith(p))) return done();
    const problem = signatureProblem(req, now());
    if (problem === null) return done();
    req.log.info({ url, problem }, 'unsigned request');
    reply.status(200).send(fail(ResponseCode.ILLEGAL_PARAMETER, ILLEGAL_REQUEST));
  });
}

export function isObfuscatedUrl(url: string): boolean {
  return url.startsWith(`${OBFUSCATED_PREFIX}/`);
}
