import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, HEADER, ok, ResponseCode, SiteError, type Contract, type Envelope, type ResponseOf } from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../db';
import { memberOfToken } from '../modules/user/sessions';
import { servicesOf } from '../services';
import { keyProblem, refusalOf, requestHashOf, runIdempotent } from './idempotency';
import { rateLimitConfig } from './rate-limits';
import { ILLEGAL_REQUEST, isSignedPath, requestIdOf, signedStampOf } from './signer';

export interface HandlerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in member, or null for a guest. */
  memberId: number | null;
  /** The session token the request carried ('' for guests). */
  token: string;
  /** The api clock at the start of the request (ms). */
  now: number;
  ip: string;
  /** The database; for a contract that moves money, its one transaction. */
  db: Db;
  /** The envelope's success message; '成功' unless the handler sets another. */
  message?: string;
}

/**
 * The journal reference of a money call, the plain `ref` the ledger records: its idempotency key
 * (runContract refuses a movesMoney call without one).
 */
export function intentRef(ctx: HandlerContext): string {
  const key = ctx.req.headers[HEADER.idempotencyKey];
  return `key:${typeof key === 'string' ? key.trim() : ''}`;
}

/** The context of a contract with auth: true: the member is known. */
export interface MemberContext extends HandlerContext {
  memberId: number;
}

export type Handler<C extends Contract, X extends HandlerContext = HandlerContext> = (
  body: z.output<C['request']>,
  ctx: X,
) => ResponseOf<C> | Promise<ResponseOf<C>>;

/**
 * A check whose writes stand even when it refuses (a failure budget: the withdrawal password guard). It runs
 * after the session and body checks, before the handler, in a transaction that commits either way: a money
 * contract's idempotency transaction, before the move's savepoint (its refusal is the key's stored answer),
 * else one of its own. It refuses by throwing a SiteError; on PostgreSQL it may lock rows to count calls in turn.
 */
export type Gate<C extends Contract, X extends HandlerContext = HandlerContext> = (body: z.output<C['request']>, ctx: X) => Promise<void>;

interface Entry {
  contract: Contract;
  handler: Handler<Contract, HandlerContext>;
  gate?: Gate<Contract, HandlerContext>;
}

export const LOGIN_AGAIN = '请重新登录';
export const XSRF_REFUSED = '请求被拒绝，页面已过期，请刷新页面后重试';

const registries = new WeakMap<FastifyInstance, Map<string, Entry>>();
function registryOf(app: FastifyInstance): Map<string, Entry> {
  let r = registries.get(app);
  if (!r) registries.set(app, (r = new Map()));
  return r;
}

type MoneyListener = (memberId: number) => void | Promise<void>;
const moneyListeners = new WeakMap<FastifyInstance, MoneyListener[]>();

/**
 * Runs `listener` after every successful call of a movesMoney contract, once its transaction has
 * committed (e.g. the funds module pushes the member's new balance). A listener that fails is
 * logged; the call's answer stands.
 */
export function onMoneyMoved(app: FastifyInstance, listener: MoneyListener): void {
  const list = moneyListeners.get(app) ?? [];
  list.push(listener);
  moneyListeners.set(app, list);
}

function moneyMoved(app: FastifyInstance, req: FastifyRequest, memberId: number): void {
  for (const listener of moneyListeners.get(app) ?? []) {
    Promise.resolve()
      .then(() => listener(memberId))
      .catch((e: unknown) => req.log.error({ err: e, memberId }, 'money-moved listener failed'));
  }
}

/** The contract registered at a path (used by the encrypted route to run the same handler). */
export function contractAt(app: FastifyInstance, path: string): Entry | undefined {
  return registryOf(app).get(path);
}

const ownRouteContracts = new WeakMap<FastifyInstance, Contract[]>();

/**
 * Records a contract served by a route of its own that still runs it through runContract (the multipart upload,
 * whose file is read before the pipeline): it is one of the contracts the api serves (servedContracts).
 */
export function servedThroughOwnRoute(app: FastifyInstance, contract: Contract): void {
  ownRouteContracts.set(app, [...(ownRouteContracts.get(app) ?? []), contract]);
}

/** Every contract the api serves: registered through route / memberRoute, or recorded by servedThroughOwnRoute. */
export function servedContracts(app: FastifyInstance): Contract[] {
  return [...[...registryOf(app).values()].map((e) => e.contract), ...(ownRouteContracts.get(app) ?? [])];
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

function register(app: FastifyInstance, contract: Contract, handler: Handler<Contract, HandlerContext>, gate?: Gate<Contract>): void {
  const entry: Entry = { contract, handler, gate };
  registryOf(app).set(contract.path, entry);
  app.route({
    method: contract.method,
    url: contract.path,
    bodyLimit: servicesOf(app).limits.contractBodyBytes,
    config: { contract, ...rateLimitConfig(contract.path) },
    handler: async (req, reply) => runContract(app, entry, contract.method === 'GET' ? (req.query ?? {}) : (req.body ?? {}), req, reply),
  });
}

/**
 * Registers the handler of a contract a guest may call (no auth). The signature headers were
 * checked by the signer hook (http/signer.ts); runContract does the rest.
 */
export function route<C extends Contract>(app: FastifyInstance, contract: C, handler: Handler<C>): void {
  if (contract.auth) throw new Error(`${contract.path} needs a member: register it with memberRoute`);
  register(app, contract, handler as unknown as Handler<Contract>);
}

/** Registers the handler of a contract with auth: true; its context always has the member. */
export function memberRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: Handler<C, MemberContext>,
  opts: { gate?: Gate<C, MemberContext> } = {},
): void {
  if (!contract.auth) throw new Error(`${contract.path} has no auth: register it with route`);
  register(app, contract, handler as unknown as Handler<Contract>, opts.gate as unknown as Gate<Contract> | undefined);
}

/**
 * One call of a contract, plain or decrypted: XSRF (6003, unless contract.xsrfExempt) →
 * request-id replay (6008) or, for a contract that moves money, its idempotency key (6007 when
 * missing) → session (6001) → body schema (6007) → gate (its refusal's envelope, its writes kept) →
 * handler (thrown SiteError → its envelope) →
 * response schema. Money handlers run in one transaction inside runIdempotent.
 */
export async function runContract(app: FastifyInstance, entry: Entry, raw: unknown, req: FastifyRequest, reply: FastifyReply): Promise<Envelope> {
  const { store, now: clock, replay, xsrf, sessions } = servicesOf(app);
  const now = clock();
  const { contract } = entry;
  if (contract.method === 'POST' && !contract.xsrfExempt && !xsrf.passes(req)) return fail(ResponseCode.ACCESS_DENIED, XSRF_REFUSED);
  const idempotencyKey = headerOf(req, HEADER.idempotencyKey).trim();
  if (contract.movesMoney) {
    const problem = keyProblem(idempotencyKey);
    if (problem) return problem;
  } else if (isSignedPath(contract.path)) {
    // Unsigned contracts (GET /health) carry no request id: nothing to replay.
    // Durable before the call is answered (replay-memory.ts): a crash after the answer forgets no id.
    if ((await replay.firstUse(requestIdOf(req), signedStampOf(req) ?? now, now)) === 'replay') return fail(ResponseCode.ILLEGAL_PARAMETER, ILLEGAL_REQUEST);
  }
  const token = headerOf(req, HEADER.token);
  const memberId = token ? await memberOfToken(store.db, token, now, sessions) : null;
  if (contract.auth && memberId === null) return fail(ResponseCode.LOGIN_EXPIRED, LOGIN_AGAIN);
  const parsed = contract.request.safeParse(raw);
  if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
  const ctxOf = (db: Db): HandlerContext => ({ req, reply, memberId, token, now, ip: req.ip, db });
  const run = (db: Db): Promise<Envelope> => answerOf(entry, parsed.data, ctxOf(db));
  const { gate } = entry;
  const check = gate ? (db: Db) => gate(parsed.data, ctxOf(db)) : undefined;
  if (contract.movesMoney) {
    const key = { key: idempotencyKey, memberId: memberId ?? 0, path: contract.path, requestHash: requestHashOf(contract.path, parsed.data), now };
    const envelope = await runIdempotent(store, key, run, check);
    if (envelope.code === ResponseCode.SUCCESS && memberId !== null) moneyMoved(app, req, memberId);
    return envelope;
  }
  const refusal = check ? await store.transaction((trx) => refusalOf(() => check(trx))) : null;
  return refusal ?? failureAsEnvelope(() => run(store.db));
}

/** The handler's answer to a checked body as its success envelope (the answer checked against the contract). */
async function answerOf(entry: Entry, body: unknown, ctx: HandlerContext): Promise<Envelope> {
  const { contract, handler } = entry;
  const data = await handler(body, ctx);
  const checked = contract.response.safeParse(data);
  if (!checked.success) {
    ctx.req.log.error({ path: contract.path, issues: checked.error.issues }, 'response breaks its contract');
    throw new Error(`response of ${contract.path} breaks its contract`);
  }
  return ok(checked.data, ctx.message ?? '成功');
}

/** A thrown SiteError as its envelope; anything else stays thrown (a 500). */
async function failureAsEnvelope(run: () => Promise<Envelope>): Promise<Envelope> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof SiteError) return fail(e.code, e.message, e.data);
    throw e;
  }
}

/**
 * A guest's call of a contract that only reads, run by the api itself rather than sent (a guest's first page
 * answered into its index page, modules/site/opening-answers.ts): the body schema (6007), the handler in
 * `req`'s context with no member, the response schema. `req` is the index page's request, seen with the
 * language the answer is for. What a sent call adds (signature, replay, XSRF, rate limit) guards a request
 * from outside and has no part here.
 */
export async function answerAsGuest(app: FastifyInstance, contract: Contract, body: unknown, req: FastifyRequest, reply: FastifyReply): Promise<Envelope> {
  const entry = contractAt(app, contract.path);
  if (!entry || contract.auth || contract.movesMoney || contract.multipart) throw new Error(`${contract.path} cannot be answered for a guest in advance`);
  const { store, now } = servicesOf(app);
  const parsed = contract.request.safeParse(body);
  if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
  const ctx: HandlerContext = { req, reply, memberId: null, token: '', now: now(), ip: req.ip, db: store.db };
  return failureAsEnvelope(() => answerOf(entry, parsed.data, ctx));
}
