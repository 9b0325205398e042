import type { FastifyInstance } from 'fastify';
import type { Store } from './db';
import type { XsrfTokens } from './http/cookies';
import type { ReplayMemory } from './http/replay-memory';
import type { ServerLimits } from './http/server-limits';
import type { SubmissionRate } from './modules/user/login-guard';
import type { SessionMemory } from './modules/user/session-memory';
import type { Secrets } from './secrets';

/** What the request pipeline and the modules share: the database, the clock, the secrets and the dev switch. */
export interface Services {
  store: Store;
  /** Milliseconds since the epoch; tests inject their own clock. */
  now: () => number;
  /** Dev mode: /dev endpoints on, sent codes logged. */
  dev: boolean;
  secrets: Secrets;
  /** The XSRF tokens of secrets.hmac (issue, verify, the double-submit check). */
  xsrf: XsrfTokens;
  /** Live sessions and member rows kept for a short time (forgotten on writes to their tables). */
  sessions: SessionMemory;
  /** Request ids seen inside the replay window. */
  replay: ReplayMemory;
  /** Timeouts and body limits (http/server-limits.ts). */
  limits: ServerLimits;
  /** Login/register submissions per IP per second. */
  rate: SubmissionRate;
}

const byApp = new WeakMap<FastifyInstance, Services>();

export function installServices(app: FastifyInstance, services: Services): void {
  byApp.set(app, services);
}

export function servicesOf(app: FastifyInstance): Services {
  const s = byApp.get(app);
  if (!s) throw new Error('services not installed on this app');
  return s;
}
