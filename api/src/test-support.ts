import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ENCRYPTED_FIELD, decryptText, encryptText, HEADER, OBFUSCATED_PREFIX, obfuscatePath, SIGN_VALUE, type Contract, type Envelope } from '@site/shared';
import { buildApp, type App } from './app';
import { md5 } from './db/seed-demo';

/** A clock the test moves by hand. */
export function testClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}
export type TestClock = ReturnType<typeof testClock>;

export interface CallResult<T = unknown> extends Envelope<T> {
  res: LightMyRequestResponse;
}

export interface SignOptions {
  /** Header overrides; a value of null leaves the header out. */
  headers?: Record<string, string | null>;
  remoteAddress?: string;
}

/**
 * A browser as the api sees it: the signed headers of shared/src/signer.ts (timestamp from the
 * test clock, sign, a fresh request id), the XSRF cookie + header, the session token.
 */
export class TestBrowser {
  readonly xsrf = randomBytes(16).toString('hex');
  token = '';
  uuid = 'test-device';
  remoteAddress = '127.0.0.1';
  constructor(
    readonly app: FastifyInstance,
    readonly clock: TestClock,
  ) {}

  headers(overrides: Record<string, string | null> = {}): Record<string, string> {
    const base: Record<string, string> = {
      'content-type': 'application/json',
      [HEADER.clientType]: 'web',
      [HEADER.version]: 'test',
      [HEADER.uuid]: this.uuid,
      [HEADER.requestId]: randomUUID(),
      [HEADER.token]: this.token,
      [HEADER.siteId]: '1001',
      [HEADER.sign]: SIGN_VALUE,
      [HEADER.timestamp]: encryptText(String(this.clock.now())),
      [HEADER.clientIp]: encryptText('127.0.0.1'),
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
    };
    for (const [k, v] of Object.entries(overrides)) {
      if (v === null) delete base[k];
      else base[k] = v;
    }
    return base;
  }

  async post<T = any>(path: string | Contract, body: unknown = {}, opts: SignOptions = {}): Promise<CallResult<T>> {
    const url = typeof path === 'string' ? path : path.path;
    const res = await this.app.inject({ method: 'POST', url, payload: body as never, headers: this.headers(opts.headers), remoteAddress: opts.remoteAddress ?? this.remoteAddress });
    return { ...(res.json() as Envelope<T>), res };
  }

  /** The same call in encryption mode: obfuscated path, encrypted body, decrypted answer. */
  async postEncrypted<T = any>(contract: Contract, body: unknown = {}, opts: SignOptions = {}): Promise<CallResult<T>> {
    const url = `${OBFUSCATED_PREFIX}/${obfuscatePath(contract.path, this.clock.now())}`;
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: { [ENCRYPTED_FIELD]: encryptText(JSON.stringify(body)) },
      headers: this.headers(opts.headers),
      remoteAddress: opts.remoteAddress ?? this.remoteAddress,
    });
    const sealed = res.json() as Record<string, unknown>;
    const plain = decryptText(String(sealed[ENCRYPTED_FIELD]));
    if (plain === null) throw new Error(`answer not encrypted: ${res.body}`);
    return { ...(JSON.parse(plain) as Envelope<T>), res };
  }

  /** Logs in (moving the clock 1 s first, so the flood guard never trips) and keeps the token. */
  async login(name: string, password: string, extra: Record<string, unknown> = {}): Promise<CallResult<{ token: string; userId: string }>> {
    this.clock.advance(1000);
    const out = await this.post<{ token: string; userId: string }>('/site/api/v1/user/login', { name, password: md5(password), ...extra });
    if (out.code === 6000) this.token = out.data.token;
    return out;
  }
}

export interface TestApp extends App {
  clock: TestClock;
  browser: TestBrowser;
  newBrowser(): TestBrowser;
}

/** A dev-mode app on an in-memory database with a hand-moved clock. */
export async function testApp(): Promise<TestApp> {
  const clock = testClock();
  const built = await buildApp({ dataDir: '/tmp/site-api-test-unused', dbFile: ':memory:', dev: true, now: clock.now });
  const newBrowser = () => new TestBrowser(built.app, clock);
  return { ...built, clock, browser: newBrowser(), newBrowser };
}

export { md5 };
