import { z } from './zod';
import { preInfo } from './contracts/site';
import { getMyDiscountAd, queryNoticeListByPage } from './contracts/advertising';
import { LANGUAGES } from './i18n';
import { lazySchema } from './lazy-schema';

/** The home page's marquee notices and banners, as their calls answer them. */
export const homeAdsSchema = lazySchema(() => z.object({ notices: queryNoticeListByPage.response.shape.list, banners: getMyDiscountAd.response }));
export type HomeAdsBoot = z.infer<typeof homeAdsSchema>;

/** A remote page's opening remote: its name, its manifest's URL (as the registry names it) and the manifest's text. */
export const openingRemoteSchema = lazySchema(() => z.object({ remote: z.string(), manifest: z.string(), text: z.string() }));
export type OpeningRemote = z.infer<typeof openingRemoteSchema>;

/**
 * One call of a guest's first page, answered by the api into the boot data (opening-calls.ts): the language it
 * was asked in, its path and body, and the api's envelope (the shell's http client reads it as it would the
 * network's answer).
 */
export const openingAnswerSchema = lazySchema(() => z.object({ language: z.enum(LANGUAGES), path: z.string(), body: z.unknown(), answer: z.unknown() }));
export type OpeningAnswer = z.infer<typeof openingAnswerSchema>;

/**
 * The first page's boot data: the api writes preInfo's answer (in both languages: the shell chooses
 * its language from storage and the site's default, which preInfo itself carries) and the remote
 * registry into index.html, so the shell renders its first page without those two round trips. A
 * shell served without it (another host, an older api) asks for both as before.
 */
export const SITE_BOOT_ELEMENT_ID = 'site-boot';

export const siteBootSchema = lazySchema(() =>
  z.object({
    preInfo: z.object({ 'zh-CN': preInfo.response, 'zh-TW': preInfo.response }),
    /** The registry file as the api read it (the shell checks it with registrySchema, as a fetched one). */
    registry: z.unknown(),
    /**
     * Only in a home page's boot data: its marquee notices and banners in both languages, so a guest's home
     * makes no call at all (no http client, no round trip before its content).
     */
    homeAds: z.object({ 'zh-CN': homeAdsSchema, 'zh-TW': homeAdsSchema }).optional(),
    /**
     * Only when the page is a remote's (and every player gets the same version of it: no canary): that
     * remote's manifest, read by the api from the CDN and checked against the registry's integrity, so the
     * shell asks for no manifest; the index page also preloads its entry and pages chunks (openingHints).
     */
    opening: openingRemoteSchema.optional(),
    /** Only on a guest's page that asks the api for its content as it opens (a venue list): those calls' answers. */
    openingAnswers: z.array(openingAnswerSchema).max(50).optional(),
    /**
     * Only for a browser holding preview links the api honoured (a signed token per remote, in its cookie): the remotes
     * (federation names) and the versions it previews, for the 预览 banner. The registry above already carries them.
     */
    preview: z
      .array(z.object({ remote: z.string(), version: z.string() }))
      .max(16)
      .optional(),
    /**
     * Only for a browser holding a staff override the api honoured (a live staff token naming the origin): the remote
     * (federation name) this page mounts from the origin instead of the CDN, and the origin; the page's CSP allows it.
     */
    staffOverride: z.object({ remote: z.string(), origin: z.string() }).optional(),
  }),
);
export type SiteBoot = z.infer<typeof siteBootSchema>;

/** The boot data as the text of a `<script type="application/json">`: every '<' escaped, so nothing in it can end the element. */
export function siteBootScript(boot: SiteBoot): string {
  return `<script type="application/json" id="${SITE_BOOT_ELEMENT_ID}">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`;
}
