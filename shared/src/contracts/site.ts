import { z } from '../zod';
import { defineContract } from '../contract';
import { lazySchema } from '../lazy-schema';

const empty = lazySchema(() => z.object({}).strict());

/** Site flags of spec §6 as preInfo hands them out. */
export const siteFlagsSchema = lazySchema(() =>
  z.object({
    /** On → no agent entries anywhere: the footer's partner (agent) link is gone (shell); the agent page's owner hides its own. */
    hideAgent: z.boolean(),
    /** On → the main menu shows its entries as text only, without the section icons (shell menu). */
    hideNavIcons: z.boolean(),
    /** On → members' real numbers (phone, bank card, real name) are shown masked; honoured by the member centre that shows them. */
    hideRealNumbers: z.boolean(),
    /** On → a withdrawal asks for the withdrawal password (set in the member centre); honoured by the withdrawal page. */
    withdrawalPassword: z.boolean(),
    /** 1 = the professional (dark) edition may be chosen; anything else forces classic. */
    professionalTheme: z.number(),
    /** On → the sport menu entry opens the sports venue (crty, through venue entry) directly instead of the sports venue-list page (shell MainMenu). */
    skipSportsPage: z.boolean(),
    /** On → the site's own (self-run) sportsbook is offered next to the third-party sports venues; honoured by mf-sports. */
    selfRunSport: z.boolean(),
    /** On → VIP levels are kept without the monthly saving (deposit) requirement; honoured by the VIP page. */
    keepVipFromSaving: z.boolean(),
    /** The language a first visit gets (a visitor who never chose one); a chosen language is kept. */
    defaultLanguage: z.enum(['zh-CN', 'zh-TW']),
    /** On → venue game urls open in the in-site frame (/game/:info) rather than a new window; honoured by the venue entry of mf-casino (not built yet). */
    innerGame: z.boolean(),
    /** On → the permanent-address notice: a bar under the header tells players to keep this site's permanent address (shell). */
    foreverSite: z.boolean(),
    /** The site deposit flag: off → /mine/savemoney and /app/help/ck are not found. */
    siteDeposit: z.boolean(),
    /** Encryption mode of the request signer (spec §7). */
    encrypt: z.boolean(),
  }),
);
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

/** The flags of a site nobody has configured (the reference api's defaults; tests start from them). */
export const DEFAULT_SITE_FLAGS: SiteFlags = {
  hideAgent: false,
  hideNavIcons: false,
  hideRealNumbers: false,
  withdrawalPassword: true,
  professionalTheme: 1,
  skipSportsPage: false,
  selfRunSport: true,
  keepVipFromSaving: false,
  defaultLanguage: 'zh-CN',
  innerGame: true,
  foreverSite: false,
  siteDeposit: true,
  encrypt: false,
};

/**
 * A site value the api hands out encrypted (spec §3, §7: cached decrypted data under DD_<name>
 * as { d, v }). `name` says which value it is, `v` its version: a client that has DD_<name> with
 * the same v reuses it; otherwise it calls singleDataDecryption once and stores the answer.
 */
export const sealedValueSchema = lazySchema(() => z.object({ name: z.string(), cipher: z.string(), v: z.number().int() }));
export type SealedValue = z.infer<typeof sealedValueSchema>;
/** A site value that is either plain text or sealed (as the site config marks it). */
export const siteValueSchema = lazySchema(() => z.union([z.string(), sealedValueSchema]));
export type SiteValue = z.infer<typeof siteValueSchema>;

export const preInfo = defineContract({
  path: '/site/api/v1/configuration/preInfo',
  xsrfExempt: true,
  request: empty,
  sessionCache: true,
  response: lazySchema(() =>
    z.object({
      ip: z.string(),
      siteId: z.string(),
      siteBaseConfig: z.object({
        /** Plain or sealed (see singleDataDecryption). */
        h5DomainUrl: siteValueSchema,
        title: z.string(),
        /** A URL of the site's icon; SHELL_ICON: the shell's own (its default). */
        icon: z.string(),
        seoText: z.string(),
      }),
      flags: siteFlagsSchema,
    }),
  ),
});

/**
 * The shell's own icon (served at this path from the shell's files): the site icon unless the site configures
 * another. The shell carries it inline, so a page showing it makes no request for it (shell/src/platform/site-icon.ts).
 */
export const SHELL_ICON = '/favicon.svg';

export const navigationEntrySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    /** A page-section identifier of spec §2 (home, sport, egame, ...). */
    section: z.string(),
    name: z.string(),
    routeName: z.string(),
    icon: z.string(),
    sort: z.number(),
  }),
);
export const navigationList = defineContract({
  path: '/site/api/v1/advertising/navigationList',
  xsrfExempt: true,
  request: empty,
  sessionCache: true,
  response: lazySchema(() => z.array(navigationEntrySchema)),
});

export const sponsorContent = defineContract({
  path: '/site/api/v1/advertising/sponsorContent',
  xsrfExempt: true,
  request: empty,
  sessionCache: true,
  response: lazySchema(() => z.array(z.object({ id: z.number(), title: z.string(), content: z.string(), image: z.string() }))),
});

export const onlinecustomservice = defineContract({
  path: '/site/api/v1/configuration/onlinecustomservice',
  xsrfExempt: true,
  request: empty,
  sessionCache: true,
  response: lazySchema(() => z.object({ url: siteValueSchema })),
});

export const countryEntrySchema = lazySchema(() => z.object({ areaName: z.string(), areaCode: z.string(), regex: z.string() }));
export type CountryEntry = z.infer<typeof countryEntrySchema>;
export const queryCountryArea = defineContract({
  path: '/site/api/v1/site/countryArea/queryCountryArea',
  xsrfExempt: true,
  request: lazySchema(() => z.object({ area: z.string().max(20).optional() })),
  response: lazySchema(() => z.array(countryEntrySchema)),
});

export const health = defineContract({
  path: '/health',
  method: 'GET',
  request: empty,
  response: lazySchema(() => z.object({ status: z.literal('ok'), uptime: z.number(), db: z.boolean() })),
});

export const singleDataDecryption = defineContract({
  path: '/site/api/v1/site/common/singleDataDecryption',
  request: lazySchema(() => z.object({ name: z.string().regex(/^[A-Za-z0-9_]{1,40}$/, '请求参数错误：name'), cipher: z.string().min(1).max(4096) })),
  response: lazySchema(() => z.object({ data: z.string(), v: z.number().int() })),
});
