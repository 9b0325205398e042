import type { FastifyInstance } from 'fastify';
import { getMyDiscountAd, navigationList, queryNoticeListByPage, sponsorContent } from '@site/shared';
import { CachePolicy } from '../../../http/cache-policy';
import { route } from '../../../http/contract-route';
import { bannersLive, noticesPage } from '../advertising-content';
import { navigationEntries, sponsors } from '../site-queries';
import { SPONSOR_ART_PREFIX, sponsorArtOf, sponsorArtSvg } from '../sponsor-art';

/**
 * advertising/* (spec §7): the navigation entries, the sponsors (and their drawn pictures), the marquee's notices and the
 * home page's banners, in the client's language (written in zh-CN).
 */
export function advertisingModule(app: FastifyInstance): void {
  route(app, navigationList, (_body, { db }) => navigationEntries(db));

  route(app, sponsorContent, async (_body, { db }) => sponsors(db));

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

  route(app, queryNoticeListByPage, (body, { db, now }) => noticesPage(db, now, body.pageNum, body.pageSize));
  route(app, getMyDiscountAd, async (_body, { db, now }) => bannersLive(db, now));
}
