import { z } from '../zod';
import { defineContract } from '../contract';
import { lazySchema } from '../lazy-schema';

/**
 * The home page's advertising (spec §7 Site and advertising): the notice marquee
 * (queryNoticeListByPage) and the promotion banners (getMyDiscountAd). sponsorContent and
 * navigationList live in site.ts.
 */

/** Notices per page of the marquee call, and the most a page may ask for. */
export const NOTICE_PAGE = { defaultSize: 10, maxSize: 50 } as const;

/** Notices in the home page's marquee (the first page is enough for a line that scrolls). */
export const MARQUEE_NOTICES = 10;

export const noticeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    /** ms since the epoch the notice was published. */
    publishedAt: z.number(),
  }),
);
export type Notice = z.infer<typeof noticeSchema>;

export const queryNoticeListByPage = defineContract({
  path: '/site/api/v1/advertising/queryNoticeListByPage',
  xsrfExempt: true,
  request: lazySchema(() =>
    z
      .object({
        pageNum: z.number({ message: '请求参数错误：pageNum' }).int('请求参数错误：pageNum').min(1, '请求参数错误：pageNum').default(1),
        pageSize: z
          .number({ message: '请求参数错误：pageSize' })
          .int('请求参数错误：pageSize')
          .min(1, '请求参数错误：pageSize')
          .max(NOTICE_PAGE.maxSize, '请求参数错误：pageSize')
          .default(NOTICE_PAGE.defaultSize),
      })
      .strict(),
  ),
  response: lazySchema(() => z.object({ list: z.array(noticeSchema).max(NOTICE_PAGE.maxSize), total: z.number().int() })),
});

/** A banner links inside the site only: an activity route (the promotions, the landing pages, the invitation). */
export const BANNER_LINK_PATTERN = /^\/activity\/[A-Za-z]+(\/[0-9]+)?$/;

/** The drawn banner's colour tones (a plain list: reading it never builds the banner's schema). */
export const BANNER_TONES = ['gold', 'red', 'blue', 'green'] as const;

export const bannerSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    /** An image url, or '' for the drawn banner (title on the banner's colour). */
    image: z.string(),
    /** One of the site's colour tones for the drawn banner. */
    tone: z.enum(BANNER_TONES),
    /** An in-site activity path (BANNER_LINK_PATTERN). */
    link: z.string(),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

/** The promotion banners of the home page (those live now, in their order). */
export const getMyDiscountAd = defineContract({
  path: '/site/api/v1/advertising/getMyDiscountAd',
  xsrfExempt: true,
  request: lazySchema(() => z.object({}).strict()),
  response: lazySchema(() => z.array(bannerSchema).max(20)),
});
