import type { FastifyInstance } from 'fastify';
import {
  health,
  navigationList,
  onlinecustomservice,
  preInfo,
  queryCountryArea,
  ResponseCode,
  SiteError,
  singleDataDecryption,
  sponsorContent,
} from '@site/shared';
import { route } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { openSealed, siteValueOf } from './sealed-values';
import { countryAreas, databaseAnswers, navigationEntries, sponsors } from './site-queries';
import { readSiteConfig } from './site-config';
import { customerServicePage } from './customer-service-page';
import { preInfoAnswer } from './pre-info';
import { SPONSOR_ART_PREFIX, sponsorArtOf, sponsorArtSvg } from './sponsor-art';
import { CachePolicy } from '../../http/cache-policy';

export const SITE_MSG = { badCipher: '数据解密失败，请刷新页面后重试' } as const;

/** Site configuration and advertising calls (spec §7 Site and advertising). */
export function siteModule(app: FastifyInstance): void {
  const { secrets, store, xsrf } = servicesOf(app);

  route(app, preInfo, async (_body, { req, reply, db }) => {
    xsrf.ensureCookie(req, reply);
    return preInfoAnswer(await readSiteConfig(db), req.ip, secrets.sealing);
  });

  route(app, navigationList, (_body, { db }) => navigationEntries(db));

  route(app, sponsorContent, async (_body, { db }) => sponsors(db));

  route(app, onlinecustomservice, async (_body, { db }) => {
    const cfg = await readSiteConfig(db);
    return { url: siteValueOf(secrets.sealing, cfg.sealedValues, 'customerServiceUrl', cfg.customerServiceUrl) };
  });

  customerServicePage(app);

  // The sponsor tiles' drawn pictures, under their content hash (kept a year; a new drawing is a new url).
  app.get<{ Params: { file: string } }>(`${SPONSOR_ART_PREFIX}/:file`, async (req, reply) => {
    const motif = sponsorArtOf(req.params.file);
    if (!motif) return reply.status(404).header('cache-control', CachePolicy.NO_STORE).type('text/plain; charset=utf-8').send('未找到');
    return reply
      .header('cache-control', CachePolicy.IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type('image/svg+xml; charset=utf-8')
      .send(sponsorArtSvg(motif));
  });

  route(app, queryCountryArea, async (_body, { db }) => countryAreas(db));

  /** One sealed value opened (the client keeps it under DD_<name> while v matches). */
  route(app, singleDataDecryption, (body) => {
    const opened = openSealed(secrets.sealing, body.name, body.cipher);
    if (opened === null) throw new SiteError(ResponseCode.INVALID_PARAMETER, SITE_MSG.badCipher);
    return opened;
  });

  const started = Date.now();
  route(app, health, async () => ({ status: 'ok' as const, uptime: Math.round((Date.now() - started) / 1000), db: await databaseAnswers(store.db) }));
}
