import { z } from 'zod';
import { defineContract } from '../contract';

const empty = z.object({}).strict();

/** Site flags of spec §6 as preInfo hands them out. */
export const siteFlagsSchema = z.object({
  hideAgent: z.boolean(),
  hideNavIcons: z.boolean(),
  hideRealNumbers: z.boolean(),
  withdrawalPassword: z.boolean(),
  /** 1 = the professional (dark) edition may be chosen; anything else forces classic. */
  professionalTheme: z.number(),
  skipSportsPage: z.boolean(),
  selfRunSport: z.boolean(),
  keepVipFromSaving: z.boolean(),
  defaultLanguage: z.enum(['zh-CN', 'zh-TW']),
  innerGame: z.boolean(),
  foreverSite: z.boolean(),
  /** The site deposit flag: off → /mine/savemoney and /app/help/ck are not found. */
  siteDeposit: z.boolean(),
  /** Encryption mode of the request signer (spec §7). */
  encrypt: z.boolean(),
});
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

export const preInfo = defineContract({
  path: '/site/api/v1/configuration/preInfo',
  request: empty,
  sessionCache: true,
  response: z.object({
    ip: z.string(),
    siteId: z.string(),
    siteBaseConfig: z.object({
      h5DomainUrl: z.string(),
      title: z.string(),
      icon: z.string(),
      seoText: z.string(),
    }),
    flags: siteFlagsSchema,
  }),
});

export const navigationEntrySchema = z.object({
  id: z.number(),
  /** A page-section identifier of spec §2 (home, sport, egame, ...). */
  section: z.string(),
  name: z.string(),
  routeName: z.string(),
  icon: z.string(),
  sort: z.number(),
});
export const navigationList = defineContract({
  path: '/site/api/v1/advertising/navigationList',
  request: empty,
  sessionCache: true,
  response: z.array(navigationEntrySchema),
});

export const sponsorContent = defineContract({
  path: '/site/api/v1/advertising/sponsorContent',
  request: empty,
  sessionCache: true,
  response: z.array(z.object({ id: z.number(), title: z.string(), content: z.string(), image: z.string() })),
});

export const onlinecustomservice = defineContract({
  path: '/site/api/v1/configuration/onlinecustomservice',
  request: empty,
  sessionCache: true,
  response: z.object({ url: z.string() }),
});

export const countryEntrySchema = z.object({ areaName: z.string(), areaCode: z.string(), regex: z.string() });
export type CountryEntry = z.infer<typeof countryEntrySchema>;
export const queryCountryArea = defineContract({
  path: '/site/api/v1/site/countryArea/queryCountryArea',
  request: z.object({ area: z.string().max(20).optional() }),
  response: z.array(countryEntrySchema),
});

export const health = defineContract({
  path: '/health',
  method: 'GET',
  request: empty,
  response: z.object({ status: z.literal('ok'), uptime: z.number(), db: z.boolean() }),
});
