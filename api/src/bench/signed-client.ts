import { randomUUID } from 'node:crypto';
import { encryptText, HEADER, preInfo, SIGN_VALUE, type Envelope } from '@site/shared';

/** A call that got nothing back in this long is given up (the caller counts it as unanswered). */
export const CALL_TIMEOUT_MS = 30_000;

/** A member with a session: what a signed client calls as. */
export interface SignedMember {
  id: number;
  token: string;
}

/**
 * One member's signed calls, the way the shell signs them (shared/src/signer.ts headers, XSRF cookie + header, token):
 * a fresh request id per call, so a retry of a money call is a new request under the same idempotency key. Used by the
 * ledger and payouts benches and the cluster drill (ops/src/drill), which call the api over http as a browser would.
 */
export class SignedClient {
  /** The XSRF cookie the api issued to this client (preInfo sets it, as for a browser). */
  private xsrf = '';
  constructor(
    private readonly base: () => string,
    readonly member: SignedMember,
    /** The clock the request timestamp is stamped with (a bench on a simulated clock passes its own). */
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer's envelope; throws when the call got no envelope (no connection, or a proxy's own error page). */
  async call(pathName: string, body: unknown, idempotencyKey?: string): Promise<Envelope> {
    if (!this.xsrf) {
      const pre = await fetch(this.base() + preInfo.path, {
        method: 'POST',
        headers: this.headers(),
        body: '{}',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      this.xsrf = /XSRF-TOKEN=([^;]+)/.exec(pre.headers.get('set-cookie') ?? '')?.[1] ?? '';
      if (!this.xsrf) throw new Error('the api issued no XSRF cookie on preInfo');
    }
    const headers = this.headers();
    if (idempotencyKey) headers[HEADER.idempotencyKey] = idempotencyKey;
    const res = await fetch(this.base() + pathName, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    return (await res.json()) as Envelope;
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      [HEADER.clientType]: 'web',
      [HEADER.version]: 'bench',
      [HEADER.uuid]: `bench-device-${this.member.id}`,
      [HEADER.requestId]: randomUUID(),
      [HEADER.token]: this.member.token,
      [HEADER.siteId]: '1001',
      [HEADER.sign]: SIGN_VALUE,
      [HEADER.timestamp]: encryptText(String(this.now())),
      [HEADER.clientIp]: encryptText('127.0.0.1'),
      ...(this.xsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}`, 'x-xsrf-token': this.xsrf } : {}),
    };
  }
}
