import { rolloutMarginsFrom } from '@site/registry';
import type { RolloutPassOptions } from './rollout-loop';

/** How often the rollout loop judges the planned candidates by default (ROLLOUT_EVERY_MS; 0 turns it off). */
export const ROLLOUT_EVERY_MS = 60_000;

/**
 * The rollout loop's settings from the environment: ROLLOUT_EVERY_MS, the judge's margins (ROLLOUT_MIN_LOADS,
 * ROLLOUT_MARGIN_*: registry/src/rollout-judge.ts) and ROLLOUT_WEBHOOK_URL. A bad value stops the api at start with
 * a message naming the variable.
 */
export function rolloutOptionsFrom(dataDir: string, env: Record<string, string | undefined>): RolloutPassOptions & { everyMs: number } {
  const every = env.ROLLOUT_EVERY_MS;
  const everyMs = every === undefined || every.trim() === '' ? ROLLOUT_EVERY_MS : Number(every);
  if (!Number.isInteger(everyMs) || everyMs < 0) throw new Error(`ROLLOUT_EVERY_MS must be a whole number of ms, 0 or more (got ${every})`);
  const webhook = env.ROLLOUT_WEBHOOK_URL?.trim() || undefined;
  if (webhook !== undefined && !/^https?:\/\/[^\s]+$/.test(webhook)) throw new Error(`ROLLOUT_WEBHOOK_URL must be an http(s) URL (got ${webhook})`);
  return { dataDir, everyMs, margins: rolloutMarginsFrom(env), webhookUrl: webhook };
}
