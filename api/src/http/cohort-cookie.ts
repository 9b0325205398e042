import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COHORT_COOKIE, COHORT_KEY } from '@site/shared';
import { readCookie } from './cookies';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The request's cohort key, or a new one handed out with this answer (a cookie missing or not ours). The key is a
 * random id the browser keeps in a cookie (COHORT_COOKIE, shared/src/cohort.ts), so the api decides a player's side
 * of each canary (shared/src/public-registry.ts) and the page is handed only the decision. The same browser stays on
 * one side across pages and reloads. HttpOnly: no script needs it.
 */
export function cohortKeyOf(req: FastifyRequest, reply: FastifyReply): string {
  const sent = readCookie(req, COHORT_COOKIE);
  if (sent !== undefined && COHORT_KEY.test(sent)) return sent;
  const id = randomBytes(16).toString('hex');
  reply.header('set-cookie', `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly`);
  return id;
}
