import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MARQUEE_NOTICES, isHomePath, publicRegistryOf, registrySchema, siteBootScript, type HomeAdsBoot, type Language } from '@site/shared';
import { servicesOf } from '../../services';
import { inLanguageOf } from '../../http/language';
import { bannersLive, noticesPage } from './advertising-content';
import { preInfoAnswer } from './pre-info';
import { readSiteConfig } from './site-config';
import { openingHints } from './opening-remote';
import { openingAnswers } from './opening-answers';
import { cohortKeyOf } from '../../http/cohort-cookie';
import { FirstLoadHint, type FirstLoadHintId } from '@site/shared/first-load-plan';
import type { BrowserPins } from './browser-pins';

/**
 * The index page's boot data (shared/src/site-boot.ts): preInfo's answer for this request in both
 * languages and the registry as this player's page uses it (publicRegistryOf: their side of each canary decided
 * here, from the cohort cookie), and for a page that calls the api as it opens, those calls' answers to a guest,
 * as a `<script type="application/json">`; then the index page's preloads of the first-load plan that `hintOn` keeps. A registry file that is not a registry is left out (the shell then
 * fetches /registry.json, which says it is not valid).
 */
export async function siteBootHtml(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  registryText: string | null,
  readCdnFile: (urlPath: string) => Buffer | null,
  hintOn: (id: FirstLoadHintId) => boolean = () => true,
  pins?: BrowserPins,
): Promise<string> {
  const { store, secrets } = servicesOf(app);
  const cfg = await readSiteConfig(store.db);
  let registry: unknown;
  try {
    registry = registryText === null ? null : (JSON.parse(registryText) as unknown);
  } catch {
    registry = null;
  }
  const answer = (language: Language) => inLanguageOf(language, preInfoAnswer(cfg, req.ip, secrets.sealing));
  const homeAds = isHomePage(req.url) ? await homeAdsBoot(app) : undefined;
  const pathname = pathnameOf(req.url);
  // Read as a registry once: for the opening remote's hints and for the page's copy.
  const parsed = registrySchema.safeParse(registry);
  const hints = openingHints(pathname, parsed.success ? parsed.data : undefined, readCdnFile);
  const answers = await openingAnswers(app, req, reply, pathname);
  const boot = siteBootScript({
    preInfo: { 'zh-CN': answer('zh-CN'), 'zh-TW': answer('zh-TW') },
    registry: parsed.success ? (pins ? pins.registryFor(req, reply, parsed.data) : publicRegistryOf(parsed.data, cohortKeyOf(req, reply))) : null,
    ...(pins ? pins.bootOf(req, reply, parsed.success ? parsed.data : undefined) : {}),
    ...(homeAds ? { homeAds } : {}),
    ...(hints ? { opening: hints.opening } : {}),
    ...(answers.length > 0 ? { openingAnswers: answers } : {}),
  });
  // The first-load plan's opening-remote (shared/src/first-load-plan.ts).
  const links = hintOn(FirstLoadHint.openingRemote) ? (hints?.links ?? '') : '';
  return boot + links;
}

/** A request URL's path (query and hash aside). */
const pathnameOf = (url: string): string => url.split(/[?#]/)[0] ?? '';

/** A request for the shell's home page (isHomePath, query, hash and a trailing slash aside). */
export function isHomePage(url: string): boolean {
  const pathname = pathnameOf(url);
  return isHomePath(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}

/**
 * The home page's marquee notices and banners in both languages, as queryNoticeListByPage (first page of
 * MARQUEE_NOTICES) and getMyDiscountAd answer them (written in zh-CN, converted for zh-TW).
 */
async function homeAdsBoot(app: FastifyInstance): Promise<Record<Language, HomeAdsBoot>> {
  const { store, now } = servicesOf(app);
  const at = now();
  const [page, banners] = await Promise.all([noticesPage(store.db, at, 1, MARQUEE_NOTICES), bannersLive(store.db, at)]);
  const ads: HomeAdsBoot = { notices: page.list, banners };
  return { 'zh-CN': ads, 'zh-TW': inLanguageOf('zh-TW', ads) };
}
