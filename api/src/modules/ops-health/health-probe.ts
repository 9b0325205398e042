import type { FastifyInstance } from 'fastify';
import { health } from '@site/shared';
import { route } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { databaseAnswers } from '../site/site-queries';

/** GET /health: the operators' probe (the api is up, for how long, and its database answers). */
export function healthProbeModule(app: FastifyInstance): void {
  const { store } = servicesOf(app);
  const started = Date.now();
  route(app, health, async () => ({ status: 'ok' as const, uptime: Math.round((Date.now() - started) / 1000), db: await databaseAnswers(store.db) }));
}
