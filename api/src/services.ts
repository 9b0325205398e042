import type { FastifyInstance } from 'fastify';
import type { Db } from './db';
import type { ReplayGuard } from './http/signer';
import type { SubmissionRate } from './modules/login-guard';

/** What the request pipeline and the modules share: the data file, the clock and the dev switch. */
export interface Services {
  db: Db;
  /** Milliseconds since the epoch; tests inject their own clock. */
  now: () => number;
  /** Dev mode: /dev endpoints on, sent codes logged. */
  dev: boolean;
  /** Request ids seen inside the replay window. */
  replay: ReplayGuard;
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
