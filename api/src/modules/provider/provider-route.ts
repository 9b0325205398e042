import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, HEADER, ok, ResponseCode, SiteError, type Contract, type Envelope, type ResponseOf } from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../db';
import { issueMessage } from '../../http/contract-route';
import { keyProblem, requestHashOf, runIdempotent } from '../../http/idempotency';
import { servicesOf } from '../../services';
import { LEDGER_MSG } from '../ledger';
import { sessionOfLaunchToken, type VenueSession } from '../venues/launch-tokens';
import { venueOf, type ProviderVenue } from './provider-queries';
import { PROVIDER_MSG } from './provider-rules';

export interface ProviderContext {
  session: VenueSession;
  venue: ProviderVenue;
  now: number;
  /** The database; for a round, its one transaction. */
  db: Db;
}

export type ProviderHandler<C extends Contract> = (body: z.output<C['request']>, ctx: ProviderContext) => Promise<ResponseOf<C>>;

/** The launch token of a call, or null (a page sends it in the body). */
const tokenOf = (raw: unknown): string | null => {
  const token = raw !== null && typeof raw === 'object' ? (raw as { token?: unknown }).token : undefined;
  return typeof token === 'string' ? token : null;
};

/** The member and venue of a launch token, or null for a bad, expired or venue-less one. */
export async function providerSessionOf(db: Db, token: string | null, now: number): Promise<{ session: VenueSession; venue: ProviderVenue } | null> {
  if (token === null) return null;
  const session = await sessionOfLaunchToken(db, token, now);
  if (!session) return null;
  const venue = await venueOf(db, session.enName);
  return venue ? { session, venue } : null;
}

/**
 * A provider endpoint: launch token (6302 '数据错误，请重新进入游戏') → body schema (6007) →
 * for a round (contract.movesMoney), its idempotency key (6007 when missing) and one transaction
 * keyed by it, in which the handler settles through the ledger and writes the round row. The
 * ledger's short-balance refusal becomes the game's own message. No site session, XSRF or
 * signature: the token is the credential (pages of another origin in real life).
 */
export function providerRoute<C extends Contract>(app: FastifyInstance, contract: C, handler: ProviderHandler<C>): void {
  app.post(contract.path, async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return runProviderCall(app, contract, handler as unknown as ProviderHandler<Contract>, req);
  });
}

async function runProviderCall(app: FastifyInstance, contract: Contract, handler: ProviderHandler<Contract>, req: FastifyRequest): Promise<Envelope> {
  const { store, now: clock } = servicesOf(app);
  const now = clock();
  const found = await providerSessionOf(store.db, tokenOf(req.body), now);
  if (!found) return fail(ResponseCode.UID_VERIFICATION, PROVIDER_MSG.badToken);
  const parsed = contract.request.safeParse(req.body ?? {});
  if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
  const run = async (db: Db): Promise<Envelope> => {
    try {
      const data = await handler(parsed.data, { ...found, now, db });
      return ok(contract.response.parse(data));
    } catch (e) {
      if (e instanceof SiteError && e.message === LEDGER_MSG.venueShort) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROVIDER_MSG.venueShort);
      throw e;
    }
  };
  if (!contract.movesMoney) {
    try {
      return await run(store.db);
    } catch (e) {
      if (e instanceof SiteError) return fail(e.code, e.message, e.data);
      throw e;
    }
  }
  const idempotencyKey = (typeof req.headers[HEADER.idempotencyKey] === 'string' ? (req.headers[HEADER.idempotencyKey] as string) : '').trim();
  const problem = keyProblem(idempotencyKey);
  if (problem) return problem;
  const key = { key: idempotencyKey, memberId: found.session.memberId, path: contract.path, requestHash: requestHashOf(contract.path, parsed.data), now };
  return runIdempotent(store, key, run);
}
