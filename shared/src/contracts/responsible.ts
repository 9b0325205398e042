import { z } from '../zod';
import { defineContract } from '../contract';
import { ownWalletOnly } from './games';
import { lazySchema } from '../lazy-schema';

/**
 * Responsible gambling (beyond the spec; UKGC RTS 12/13, MGA): deposit limits per 24 h, 7 days and
 * 1 month (the lowest applies; a decrease at once, an increase after 24 h), the reality check, and
 * time-out / self-exclusion refused by the api at login, deposit and bet until the period ends.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const LimitPeriod = { DAY: 'day', WEEK: 'week', MONTH: 'month' } as const;
export type LimitPeriod = (typeof LimitPeriod)[keyof typeof LimitPeriod];
export const LIMIT_PERIODS = [LimitPeriod.DAY, LimitPeriod.WEEK, LimitPeriod.MONTH] as const;
/** The window each limit counts deposits over (a month counts as 30 days). */
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
export const LIMIT_PERIOD_NAME: Record<LimitPeriod, string> = { day: '24小时', week: '7天', month: '1个月' };
/** An increase (or removal) of a limit takes effect this long after it was asked for. */
export const LIMIT_INCREASE_DELAY_MS = DAY;

export const ExclusionKind = { TIMEOUT: 'timeout', SELF_EXCLUSION: 'self_exclusion' } as const;
export type ExclusionKind = (typeof ExclusionKind)[keyof typeof ExclusionKind];

/** The lengths a player may choose, as a table: key → kind, label, length. */
export const EXCLUSION_CHOICES = {
  timeout24h: { kind: ExclusionKind.TIMEOUT, label: '24小时', ms: DAY },
  timeout1w: { kind: ExclusionKind.TIMEOUT, label: '1周', ms: 7 * DAY },
  timeout1m: { kind: ExclusionKind.TIMEOUT, label: '1个月', ms: 30 * DAY },
  timeout6w: { kind: ExclusionKind.TIMEOUT, label: '6周', ms: 42 * DAY },
  exclusion6m: { kind: ExclusionKind.SELF_EXCLUSION, label: '6个月', ms: 182 * DAY },
  exclusion1y: { kind: ExclusionKind.SELF_EXCLUSION, label: '1年', ms: 365 * DAY },
  exclusion2y: { kind: ExclusionKind.SELF_EXCLUSION, label: '2年', ms: 730 * DAY },
  exclusion5y: { kind: ExclusionKind.SELF_EXCLUSION, label: '5年', ms: 1826 * DAY },
} as const;
export type ExclusionChoice = keyof typeof EXCLUSION_CHOICES;
export const EXCLUSION_CHOICE_KEYS = Object.keys(EXCLUSION_CHOICES) as [ExclusionChoice, ...ExclusionChoice[]];

/** Reality check interval choices in minutes (10 min to 8 h); 0 = off. */
export const REALITY_CHECK_MINUTES = [0, 10, 20, 30, 60, 120, 240, 480] as const;

export const RESPONSIBLE_MSG = {
  limitFormat: '限额须为大于0的金额，最多两位小数',
  period: '请选择限额周期',
  choice: '请选择暂停时长',
  interval: '请选择提醒间隔（10分钟至8小时）',
  confirm: '请确认您已了解暂停期间无法登录、存款与投注',
  /** {period} {limit} {left}: the deposit would pass a limit. */
  overLimit: '存款金额超过您设定的{period}存款限额（{limit}元），本周期内还可存款{left}元',
  /** {shorter} {shorterLimit} {longer} {longerLimit}: a shorter window's limit above a longer one's. */
  order: '{shorter}存款限额（{shorterLimit}元）不能高于{longer}存款限额（{longerLimit}元）',
  offerEmpty: '请至少填写一项存款限额，或点击跳过',
  /** {kind} {until}: excluded until then. */
  excluded: '您的账户正处于{kind}期内，{until}前无法登录、存款或投注',
} as const;

export const EXCLUSION_KIND_NAME: Record<ExclusionKind, string> = { timeout: '暂停（冷静期）', self_exclusion: '自我排除' };

const limitSchema = lazySchema(() =>
  z.object({
    period: z.enum(LIMIT_PERIODS),
    /** The limit in force (yuan), null = none. */
    limit: z.number().nullable(),
    /** An increase waiting for its 24 h: the new value (null = remove) and when it applies. */
    pending: z.object({ limit: z.number().nullable(), effectiveAt: z.number() }).nullable(),
    /** Deposited in the period's window so far (yuan). */
    used: z.number(),
  }),
);

export const responsibleInfo = defineContract({
  path: '/site/api/v1/responsible/info',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() =>
    z.object({
      limits: z.array(limitSchema),
      realityCheckMinutes: z.number().int(),
      exclusion: z.object({ kind: z.enum([ExclusionKind.TIMEOUT, ExclusionKind.SELF_EXCLUSION]), untilAt: z.number() }).nullable(),
      /** When the current session began (login), for the elapsed time and the reality check. */
      sessionStartedAt: z.number(),
      /**
       * The deposit-limit offer is still to be answered: the member has never deposited and has neither set a
       * limit nor skipped the offer (at registration or on the first deposit). Answered once, on any device.
       */
      limitOfferDue: z.boolean(),
    }),
  ),
});

/** Skips the deposit-limit offer (no limits for now; the responsible-gambling page sets them later). */
export const skipLimitOffer = defineContract({
  path: '/site/api/v1/responsible/limitOffer/skip',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ limitOfferDue: z.literal(false) })),
});

export const setDepositLimit = defineContract({
  path: '/site/api/v1/responsible/depositLimit',
  auth: true,
  request: lazySchema(() =>
    z.object({
      period: z.enum(LIMIT_PERIODS, { error: RESPONSIBLE_MSG.period }),
      /** Yuan text; '' removes the limit (after 24 h, like an increase). */
      limit: z
        .string({ error: RESPONSIBLE_MSG.limitFormat })
        .trim()
        .max(12, RESPONSIBLE_MSG.limitFormat)
        .regex(/^$|^([1-9]\d*|0)(\.\d{1,2})?$/, RESPONSIBLE_MSG.limitFormat)
        .refine((v) => v === '' || Number(v) > 0, RESPONSIBLE_MSG.limitFormat),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() => limitSchema.extend({ applied: z.enum(['now', 'later']) })),
});

export const setRealityCheck = defineContract({
  path: '/site/api/v1/responsible/realityCheck',
  auth: true,
  request: lazySchema(() =>
    z.object({
      minutes: z
        .number({ error: RESPONSIBLE_MSG.interval })
        .int(RESPONSIBLE_MSG.interval)
        .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), RESPONSIBLE_MSG.interval),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() => z.object({ realityCheckMinutes: z.number().int() })),
});

/** The session so far, for the reality check: time, stakes and net result since login. */
export const realitySummary = defineContract({
  path: '/site/api/v1/responsible/realitySummary',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ sessionStartedAt: z.number(), elapsedMs: z.number(), stakes: z.number(), net: z.number() })),
});

/** Time-out or self-exclusion: effective at once, the session ends. */
export const excludeSelf = defineContract({
  path: '/site/api/v1/responsible/exclude',
  auth: true,
  request: lazySchema(() =>
    z.object({
      choice: z.enum(EXCLUSION_CHOICE_KEYS, { error: RESPONSIBLE_MSG.choice }),
      confirm: z.literal(true, { error: RESPONSIBLE_MSG.confirm }),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() => z.object({ kind: z.enum([ExclusionKind.TIMEOUT, ExclusionKind.SELF_EXCLUSION]), untilAt: z.number() })),
});

/** Elapsed session time as the site shows it (the header's session clock, /mine/responsible, the reality check): 'H:MM:SS'. */
export function sessionElapsedText(ms: number): string {
  const sec = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(sec / 3600)}:${String(Math.floor((sec % 3600) / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;
}
