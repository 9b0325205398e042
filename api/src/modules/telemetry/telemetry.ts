import type { FastifyInstance } from 'fastify';
import { telemetryBeacon } from '@site/shared';
import { route } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { insertEvents, sweepTelemetry } from './telemetry-queries';
import { devDemotionPassRoute, installAutoDemotion } from './auto-demotion';
import { demotionRuleFrom } from './demotion-rule';
import { rolloutOptionsFrom } from './rollout-settings';
import { devRolloutPassRoute, installRolloutLoop } from './rollout-loop';

/** How often measures past the retention window are deleted. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** How often the demotion rule is applied (AUTO_DEMOTION_EVERY_MS; 0 turns it off). */
const AUTO_DEMOTION_EVERY_MS = 60_000;

export interface TelemetryOptions {
  /** The data dir whose registry the automatic demotion changes. */
  dataDir: string;
  /** AUTO_DEMOTION_* thresholds and period (demotion-rule.ts); process.env by default. */
  env?: Record<string, string | undefined>;
}

/**
 * Telemetry per remote and version: the shell's beacons (remote load phases and web vitals) are
 * kept with the time they arrived and deleted after TELEMETRY_RETENTION_MS; the automatic
 * demotion reads them.
 */
export function telemetryModule(app: FastifyInstance, opts: TelemetryOptions): void {
  const env = opts.env ?? process.env;
  const everyMs = env.AUTO_DEMOTION_EVERY_MS === undefined ? AUTO_DEMOTION_EVERY_MS : Number(env.AUTO_DEMOTION_EVERY_MS);
  const pass = { dataDir: opts.dataDir, rule: demotionRuleFrom(env) };
  if (Number.isFinite(everyMs) && everyMs > 0) installAutoDemotion(app, { ...pass, everyMs });
  if (servicesOf(app).dev) devDemotionPassRoute(app, pass);
  const rollout = rolloutOptionsFrom(opts.dataDir, env);
  if (rollout.everyMs > 0) installRolloutLoop(app, rollout);
  if (servicesOf(app).dev) devRolloutPassRoute(app, rollout);

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
