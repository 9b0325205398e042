import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

/**
 * The player's canary cohort id: a random id the browser keeps in a cookie, so the api decides a player's side
 * of each canary (shared/src/public-registry.ts) and the page is handed only the decision. The same browser stays
 * on one side across pages and reloads. HttpOnly: no script needs it.
 */
export const COHORT_COOKIE = 'site-cohort';
const COHORT_ID = /^[0-9a-f]{32}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

/** The request's cohort id, or a new one handed out with this answer (a cookie missing or not ours). */
export function cohortKeyOf(req: FastifyRequest, reply: FastifyReply): string {
  const sent = readCookie(req, COHORT_COOKIE);
  if (sent !== undefined && COHORT_ID.test(sent)) return sent;
  const id = randomBytes(16).toString('hex');
  reply.header('set-cookie', `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly`);
  return id;
}
