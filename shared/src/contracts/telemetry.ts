import { z } from '../zod';
import { defineContract } from '../contract';
import { Cohort } from '../cohort';
import { lazySchema } from '../lazy-schema';

/** The steps of bringing up one remote area, in order: each is reported with its outcome and time. */
export const LoadPhase = { MANIFEST: 'manifest', ENTRY: 'entry', INIT: 'init', EXPOSE: 'expose', MOUNT: 'mount' } as const;
export type LoadPhase = (typeof LoadPhase)[keyof typeof LoadPhase];
export const LOAD_PHASES = Object.values(LoadPhase) as [LoadPhase, ...LoadPhase[]];

/** The web vitals reported per remote (the remote whose area holds the element; 'shell' outside any area). */
export const VitalName = { LCP: 'LCP', INP: 'INP', CLS: 'CLS' } as const;
export type VitalName = (typeof VitalName)[keyof typeof VitalName];

export const TelemetryOutcome = { OK: 'ok', ERROR: 'error' } as const;
export type TelemetryOutcome = (typeof TelemetryOutcome)[keyof typeof TelemetryOutcome];

/** The remote a measure belongs to, or 'shell' for the page outside every remote area. */
export const SHELL_AREA = 'shell';

const name = lazySchema(() => z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, '请求参数错误：remote'));
const version = lazySchema(() => z.string().min(1).max(80));
const cohort = lazySchema(() => z.enum([Cohort.STABLE, Cohort.CANARY]));

export const loadEventSchema = lazySchema(() =>
  z.object({
    kind: z.literal('load'),
    remote: name,
    version,
    cohort,
    phase: z.enum(LOAD_PHASES),
    outcome: z.enum([TelemetryOutcome.OK, TelemetryOutcome.ERROR]),
    /** How long the phase took (ms). */
    ms: z.number().min(0).max(600_000),
  }),
);
export const vitalEventSchema = lazySchema(() =>
  z.object({
    kind: z.literal('vital'),
    remote: name,
    version,
    cohort,
    metric: z.enum([VitalName.LCP, VitalName.INP, VitalName.CLS]),
    /** ms for LCP and INP, the unitless score for CLS. */
    value: z.number().min(0).max(600_000),
  }),
);
/** A remote version threw while rendering after it had been shown (a throw before that is a failed mount): counted, not a failed load. */
export const runtimeErrorEventSchema = lazySchema(() =>
  z.object({
    kind: z.literal('runtime'),
    remote: name,
    version,
    cohort,
  }),
);
export const telemetryEventSchema = lazySchema(() => z.discriminatedUnion('kind', [loadEventSchema, vitalEventSchema, runtimeErrorEventSchema]));
export type LoadEvent = z.infer<typeof loadEventSchema>;
export type VitalEvent = z.infer<typeof vitalEventSchema>;
export type RuntimeErrorEvent = z.infer<typeof runtimeErrorEventSchema>;
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

/** Most events one beacon carries (the shell flushes before reaching it). */
export const TELEMETRY_BATCH = 50;

/**
 * The shell's beacon (navigator.sendBeacon: no custom headers, so no XSRF header and not under
 * a signed prefix): remote loads and mounts per version and cohort, runtime errors per version, and web
 * vitals per remote.
 */
export const telemetryBeacon = defineContract({
  path: '/ops/api/telemetry',
  xsrfExempt: true,
  request: lazySchema(() => z.object({ events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_BATCH) })),
  response: lazySchema(() => z.object({ accepted: z.number().int() })),
});
