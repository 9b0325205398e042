import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decryptText, fail, HEADER, OBFUSCATED_PREFIX, REPLAY_WINDOW_MS, ResponseCode, SIGN_VALUE } from '@site/shared';

/** The api paths the signer guards; /health, /registry.json, /cdn, pages and /dev are not among them. */
export const SIGNED_PREFIXES = ['/site/api/', '/fd/api/', '/game/api/', '/act/api/', '/stream/api/'] as const;
export const ILLEGAL_REQUEST = '非法请求';

function header(req: FastifyRequest, name: string): string {
  const v = req.headers[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '';
}

export function requestIdOf(req: FastifyRequest): string {
  return header(req, HEADER.requestId);
}

/**
 * The header checks of shared/src/signer.ts: a readable encrypted timestamp inside the replay
 * window, the fixed sign value and a request id. Returns null when the request passes.
 */
export function signatureProblem(req: FastifyRequest, now: number): string | null {
  const stamp = decryptText(header(req, HEADER.timestamp));
  if (stamp === null || !/^\d{1,16}$/.test(stamp)) return 'timestamp';
  if (Math.abs(now - Number(stamp)) > REPLAY_WINDOW_MS) return 'window';
  if (header(req, HEADER.sign) !== SIGN_VALUE) return 'sign';
  const id = requestIdOf(req);
  if (id === '' || id.length > 128) return 'requestid';
  return null;
}

/** Rejects an unsigned request on every api path before its body is even read. */
export function installSigner(app: FastifyInstance, now: () => number): void {
  app.addHook('onRequest', async (req, reply) => {
    const url = req.url;
    if (!SIGNED_PREFIXES.some((p) => url.startsWith(p))) return;
    const problem = signatureProblem(req, now());
    if (problem === null) return;
    req.log.info({ url, problem }, 'unsigned request');
    return reply.status(200).send(fail(ResponseCode.ILLEGAL_PARAMETER, ILLEGAL_REQUEST));
  });
}

export function isObfuscatedUrl(url: string): boolean {
  return url.startsWith(`${OBFUSCATED_PREFIX}/`);
}

/**
 * Request ids seen inside the replay window (twice its width, so a timestamp at either edge is
 * covered). Ids are kept in insertion order, so expired ones are dropped from the front.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  constructor(private readonly keepMs = REPLAY_WINDOW_MS * 2) {}

  /** True the first time an id is offered inside the window; false for a replay. */
  firstUse(id: string, now: number): boolean {
    for (const [key, expires] of this.seen) {
      if (expires > now) break;
      this.seen.delete(key);
    }
    const expires = this.seen.get(id);
    if (expires !== undefined && expires > now) return false;
    this.seen.delete(id);
    this.seen.set(id, now + this.keepMs);
    return true;
  }
}
