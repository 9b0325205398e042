import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fail,
  navigationList,
  ok,
  onlinecustomservice,
  preInfo,
  queryCountryArea,
  ResponseCode,
  SiteError,
  sponsorContent,
  type Contract,
  type Envelope,
  type ResponseOf,
} from '@site/shared';
import type { z } from 'zod';
import { memberOfToken } from '../modules/sessions';
import { servicesOf } from '../services';
import { XSRF_HEADER, xsrfCookieOf } from './cookies';
import { runIdempotent } from './idempotency';
import { ILLEGAL_REQUEST, requestIdOf } from './signer';

export interface HandlerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in member, or null for a guest (contracts with auth: true always have one). */
  memberId: number | null;
  /** The session token the request carried ('' for guests). */
  token: string;
  /** The api clock at the start of the request (ms). */
  now: number;
  ip: string;
  /** The envelope's success message; '成功' unless the handler sets another. */
  message?: string;
}
/** Handlers of contracts with movesMoney: true must be synchronous (they run inside a SQLite transaction). */
export type Handler<C extends Contract> = (body: z.output<C['request']>, ctx: HandlerContext) => ResponseOf<C> | Promise<ResponseOf<C>>;

interface Entry {
  contract: Contract;
  handler: Handler<Contract>;
}

export const LOGIN_AGAIN = '请重新登录';
export const XSRF_REFUSED = '请求被拒绝，页面已过期，请刷新页面后重试';

/** The four configuration calls and the country list carry no XSRF header (they run before the cookie exists). */
const XSRF_EXEMPT = new Set([preInfo.path, navigationList.path, sponsorContent.path, onlinecustomservice.path, queryCountryArea.path]);

const registries = new WeakMap<FastifyInstance, Map<string, Entry>>();
function registryOf(app: FastifyInstance): Map<string, Entry> {
  let r = registries.get(app);
  if (!r) registries.set(app, (r = new Map()));
  return r;
}

/** The contract registered at a path (used by the encrypted route to run the same handler). */
export function contractAt(app: FastifyInstance, path: string): Entry | undefined {
  return registryOf(app).get(path);
}

/** The first issue's message: contracts carry the spec's Chinese messages; zod's own become a generic one. */
export function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数错误';
  return /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `请求参数错误：${issue.path.join('.') || '请求体'}`;
}

function headerOf(req: FastifyRequest, name: string): string {
  const v = req.headers[name];
  return typeof v === 'string' ? v : '';
}

/**
 * Registers a handler from its contract. The signature headers were checked by the signer hook
 * (http/signer.ts); runContract does the rest. Everything leaves in the spec envelope.
 */
export function route<C extends Contract>(app: FastifyInstance, contract: C, handler: Handler<C>): void {
  const entry: Entry = { contract, handler: handler as unknown as Handler<Contract> };
  registryOf(app).set(contract.path, entry);
  app.route({
    method: contract.method,
    url: contract.path,
    config: { contract },
    handler: async (req, reply) => runContract(app, entry, contract.method === 'GET' ? (req.query ?? {}) : (req.body ?? {}), req, reply),
  });
}

/**
 * One call of a contract, plain or decrypted: XSRF (6003) → request-id replay (6008) → session
 * (6001) → body schema (6007) → handler (thrown SiteError → its envelope) → response schema.
 * Contracts that move money run inside runIdempotent instead of the replay check.
 */
export async function runContract(app: FastifyInstance, entry: Entry, raw: unknown, req: FastifyRequest, reply: FastifyReply): Promise<Envelope> {
  const { db, now: clock, replay } = servicesOf(app);
  const now = clock();
  const { contract, handler } = entry;
  if (contract.method === 'POST' && !XSRF_EXEMPT.has(contract.path)) {
    const cookie = xsrfCookieOf(req);
    if (!cookie || headerOf(req, XSRF_HEADER) !== cookie) return fail(ResponseCode.ACCESS_DENIED, XSRF_REFUSED);
  }
  const requestId = requestIdOf(req);
  if (!contract.movesMoney && !replay.firstUse(requestId, now)) return fail(ResponseCode.ILLEGAL_PARAMETER, ILLEGAL_REQUEST);
  const token = headerOf(req, 'token');
  const memberId = token ? memberOfToken(db, token, now) : null;
  if (contract.auth && memberId === null) return fail(ResponseCode.LOGIN_EXPIRED, LOGIN_AGAIN);
  const parsed = contract.request.safeParse(raw);
  if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
  const ctx: HandlerContext = { req, reply, memberId, token, now, ip: req.ip };
  const finish = (data: unknown): Envelope => {
    const checked = contract.response.safeParse(data);
    if (!checked.success) {
      req.log.error({ path: contract.path, issues: checked.error.issues }, 'response breaks its contract');
      throw new Error(`response of ${contract.path} breaks its contract`);
    }
    return ok(checked.data, ctx.message ?? '成功');
  };
  if (contract.movesMoney) {
    return runIdempotent(db, { requestId, memberId, path: contract.path, now }, () => {
      const out = handler(parsed.data, ctx);
      if (out instanceof Promise) throw new Error(`${contract.path}: a money handler must be synchronous`);
      return finish(out);
    });
  }
  try {
    return finish(await handler(parsed.data, ctx));
  } catch (e) {
    if (e instanceof SiteError) return fail(e.code, e.message, e.data);
    throw e;
  }
}
