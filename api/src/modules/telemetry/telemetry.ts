import type { FastifyInstance } from 'fastify';
import { telemetryBeacon } from '@site/shared';
import { route } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { insertEvents, sweepTelemetry } from './telemetry-queries';

/** How often measures past the retention window are deleted. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Telemetry per remote and version: the shell's beacons (remote load phases and web vitals) are
 * kept with the time they arrived and deleted after TELEMETRY_RETENTION_MS.
 */
export function telemetryModule(app: FastifyInstance): void {
  route(app, telemetryBeacon, async (body, ctx) => ({ accepted: await insertEvents(ctx.db, body.events, ctx.now) }));

  const { store, now } = servicesOf(app);
  const sweep = () =>
    sweepTelemetry(store.db, now()).then(
      (n) => n > 0 && app.log.info({ deleted: n }, 'telemetry retention sweep'),
      (e: unknown) => app.log.error({ err: e }, 'telemetry retention sweep failed'),
    );
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
