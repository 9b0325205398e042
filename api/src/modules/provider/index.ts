import type { FastifyInstance } from 'fastify';
import { providerApi } from './provider-api';
import { providerPages } from './pages';
import { cryptoRng } from './rng';

/**
 * The demo game provider served by the api under /provider/…: a slot for egame and
 * fishing venues, baccarat for ZR, a quick lottery for CP, a lobby for the others; its pages and
 * its own endpoints (launch token), each round settled through the ledger.
 */
export function providerModule(app: FastifyInstance): void {
  providerApi(app, cryptoRng());
  providerPages(app);
}
