import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { defaultKaptcha, OBFUSCATED_PREFIX, register, sliderCaptcha, sportBookingLoad, validateGeeCheck } from '@site/shared';

/**
 * Per-IP request budgets of the paths a script could farm (@fastify/rate-limit, counted per IP
 * as Fastify sees it: see trustProxy in app.ts). Login and register also have the per-second
 * flood guard and the failure budgets of login-guard.ts; register is limited here too because its
 * 6009 tells which names exist. Past a budget the answer is 6011 '请勿频繁提交'.
 */
export interface Budget {
  max: number;
  timeWindow: number;
}

export const RATE_LIMITS: Readonly<Record<string, Budget>> = {
  [defaultKaptcha.path]: { max: 30, timeWindow: 60_000 },
  [sliderCaptcha.path]: { max: 30, timeWindow: 60_000 },
  [validateGeeCheck.path]: { max: 30, timeWindow: 60_000 },
  [register.path]: { max: 30, timeWindow: 60_000 },
  /** Open to guests: a script guessing booking codes meets this budget long before it finds one. */
  [sportBookingLoad.path]: { max: 60, timeWindow: 60_000 },
  /** Every contract is also reachable through the encrypted route: one budget for all of it. */
  [`${OBFUSCATED_PREFIX}/:segment`]: { max: 600, timeWindow: 60_000 },
};

export const RATE_LIMITED = '请勿频繁提交';
export const RATE_LIMITED_CODE = 'SITE_RATE_LIMITED';

/** The route config that puts a path under its budget (empty when it has none). */
export function rateLimitConfig(path: string, limits: Readonly<Record<string, Budget>> = RATE_LIMITS): { rateLimit?: Budget } {
  const budget = limits[path];
  return budget ? { rateLimit: budget } : {};
}

/** Registers the limiter (before any route); only routes with a budget are limited. */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: context.statusCode, code: RATE_LIMITED_CODE, message: RATE_LIMITED }),
  });
}
