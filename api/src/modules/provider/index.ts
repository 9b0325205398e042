import type { FastifyInstance } from 'fastify';
import { betRecordsModule } from './bet-records';
import { providerApi } from './provider-api';
import { providerPages } from './pages';
import { cryptoRng } from './rng';

/**
 * The demo game provider served by the api under /provider/…: a slot for egame and
 * fishing venues, baccarat for ZR, a quick lottery for CP, a lobby for the others; its pages and
 * its own endpoints (launch token), each round settled through the ledger; and the bet records.
 */
export function providerModule(app: FastifyInstance): void {
  providerApi(app, cryptoRng());
  providerPages(app);
  betRecordsModule(app);
}
