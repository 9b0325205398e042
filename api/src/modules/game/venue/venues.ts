import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  gameList,
  getBonusPools,
  getVenueInfoByCategory,
  ResponseCode,
  SiteError,
  VENUE_CATEGORY,
  VENUE_RESOURCE_METHOD,
  venueLaunch,
  venueOffered,
  venueResource,
  type ResponseOf,
  type VenueSessionData,
} from '@site/shared';
import { CachePolicy } from '../../../http/cache-policy';
import { intentRef, memberRoute, route } from '../../../http/contract-route';
import { languageOf } from '../../../http/language';
import { yuanOf } from '../../funds/fen';
import { autoTransferStatus, moveWholeCenterToVenue } from '../../ledger';
import { readSiteConfig } from '../../site/site-config';
import { poolAt } from '../../venues/bonus-pools';
import { issueLaunchToken, sessionOfLaunchToken } from '../../venues/launch-tokens';
import { launchUrlOf, originOf } from '../../venues/launch-url';
import { gameOf, gamesPage, venueOf, venuesOfCategory } from '../../venues/venue-queries';
import { gameIconSvg, hashOf, ICON_PREFIX, iconFileOf, venueIconSvg } from '../../venues/venue-icons';

import { catalogueVenue, gameAnswer, launchGameOf, servicesDb, VENUE_MSG, venueAnswer, venueFenOf } from '../../venues/venues';
/**
 * The venues and games of spec §7 Games: the catalogue by category, game lists (search, paging,
 * tags, favourites), jackpots, launch (every branch of the launch-url agreement, launch-url.ts)
 * and the resource call of a venue page; and the icons, served as immutable SVG.
 */
export function venuesModule(app: FastifyInstance): void {
  route(app, getVenueInfoByCategory, async (body, ctx) => {
    const { flags } = await readSiteConfig(ctx.db);
    const venues = await venuesOfCategory(ctx.db, body.category);
    return venues.filter((v) => venueOffered(v.enName, flags)).map(venueAnswer);
  });

  route(app, gameList, async (body, ctx) => {
    const venue = await catalogueVenue(ctx.db, body.enName);
    const tag = body.tag ?? 'all';
    if (tag === 'collected' && ctx.memberId === null) throw new SiteError(ResponseCode.LOGIN_EXPIRED, VENUE_MSG.loginFirst);
    const page = await gamesPage(ctx.db, {
      enName: venue.enName,
      keyword: (body.keyword ?? '').trim(),
      tag,
      memberId: ctx.memberId,
      offset: (body.pageNum - 1) * body.pageSize,
      limit: body.pageSize,
    });
    return { list: page.rows.map((g) => gameAnswer(ctx.req, g)), total: page.total, pageNum: body.pageNum, pageSize: body.pageSize };
  });

  route(app, getBonusPools, async (body, ctx) => {
    let q = ctx.db
      .selectFrom('bonus_pool as p')
      .innerJoin('wallet_venue as v', 'v.channel_code', 'p.en_name')
      .select(['p.en_name', 'p.name', 'p.seed_fen', 'p.growth_fen_per_hour', 'p.cycle_ms', 'p.epoch'])
      .orderBy('v.sort');
    if (body.category !== undefined && body.category !== VENUE_CATEGORY.ALL) q = q.where('v.category', '=', body.category);
    const pools = await q.execute();
    return pools.map((p): ResponseOf<typeof getBonusPools>[number] => {
      const state = poolAt({ enName: p.en_name, seedFen: p.seed_fen, growthFenPerHour: p.growth_fen_per_hour, cycleMs: p.cycle_ms, epoch: p.epoch }, ctx.now);
      return {
        enName: p.en_name,
        name: p.name,
        amount: yuanOf(state.fen),
        lastWin: state.lastWin ? { member: state.lastWin.member, amount: yuanOf(state.lastWin.fen), time: state.lastWin.time } : null,
      };
    });
  });

  // movesMoney: ctx.db is the one transaction of the launch's idempotency key.
  memberRoute(app, venueLaunch, async (body, ctx) => {
    const { db, memberId } = ctx;
    const venue = await catalogueVenue(db, body.enName);
    // flags.selfRunSport off: the site's own sportsbook is not offered (venueOffered).
    if (!venueOffered(venue.enName, (await readSiteConfig(db)).flags)) throw new SiteError(ResponseCode.NOT_FOUND, VENUE_MSG.unknownVenue);
    const name = venue.name;
    if (venue.maintenance === 1) throw new SiteError(ResponseCode.VENUE_MAINTENANCE, VENUE_MSG.maintenance(name));
    if (venue.activity === 1 && body.isActivity !== 1) throw new SiteError(ResponseCode.VENUE_ACTIVITY, VENUE_MSG.activity(name));
    const game = await launchGameOf(db, venue, body.gameCode);
    const origin = originOf(ctx.req.protocol, ctx.req.host);
    if (origin === null) throw new SiteError(ResponseCode.ILLEGAL_PARAMETER, VENUE_MSG.badHost);
    if ((await autoTransferStatus(db, memberId)) === 1) await moveWholeCenterToVenue(db, memberId, venue.channelCode, intentRef(ctx));
    const token = await issueLaunchToken(db, { memberId, enName: venue.enName, gameCode: game.code }, ctx.now);
    // The frame's header and the provider's page read the catalogue's name, as the tile does (in the client's language on the way out).
    const title = game.name || venue.name;
    const answer = launchUrlOf({ form: venue.launchForm, page: venue.launchPage, origin, token, gameCode: game.code, title, language: languageOf(ctx.req) });
    if (answer.sportUrl === undefined) return { url: answer.url, title };
    const member = await db.selectFrom('member').select('name').where('id', '=', memberId).executeTakeFirst();
    return {
      url: answer.url,
      title,
      sport: {
        url: answer.sportUrl,
        balance: yuanOf(await venueFenOf(db, memberId, venue)),
        appInfo: { enName: venue.enName, name, memberName: member?.name ?? '', language: languageOf(ctx.req), currency: 'CNY' },
      },
    };
  });

  route(app, venueResource, async (body, ctx) => {
    const session = await sessionOfLaunchToken(ctx.db, body.Request.token, ctx.now);
    const venue = session ? await venueOf(ctx.db, session.enName) : undefined;
    if (!session || !venue || (body.enName !== venue.enName && body.enName !== venue.channelCode)) {
      throw new SiteError(ResponseCode.UID_VERIFICATION, VENUE_MSG.badToken);
    }
    const balance = yuanOf(await venueFenOf(ctx.db, session.memberId, venue));
    if (body.method === VENUE_RESOURCE_METHOD.BALANCE) return { balance };
    if (body.method !== VENUE_RESOURCE_METHOD.SESSION) throw new SiteError(ResponseCode.PARAMETER_ERROR, VENUE_MSG.unknownMethod);
    const member = await ctx.db.selectFrom('member').select('name').where('id', '=', session.memberId).executeTakeFirst();
    const game = session.gameCode ? await gameOf(ctx.db, venue.enName, session.gameCode) : undefined;
    const zhTw = languageOf(ctx.req) === 'zh-TW';
    const data: VenueSessionData = {
      memberName: member?.name ?? '',
      enName: venue.enName,
      venueName: venue.name,
      gameCode: session.gameCode,
      gameName: game ? (zhTw ? game.nameTw : game.name) : '',
      balance,
    };
    return data;
  });

  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply
      .header('cache-control', CachePolicy.IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  const notFound = (reply: FastifyReply) => reply.status(404).header('cache-control', CachePolicy.NO_STORE).type('text/plain; charset=utf-8').send('未找到');

  app.get<{ Params: { file: string } }>(`${ICON_PREFIX}/v/:file`, async (req, reply) => {
    const file = iconFileOf(req.params.file);
    const venue = file ? await venueOf(servicesDb(app), file.name) : undefined;
    if (!file || !venue) return notFound(reply);
    const svg = venueIconSvg({ code: venue.enName, type: venue.type, mark: venue.iconMark });
    return hashOf(svg) === file.hash ? sendSvg(reply, svg) : notFound(reply);
  });

  app.get<{ Params: { enName: string; file: string } }>(`${ICON_PREFIX}/g/:enName/:file`, async (req, reply) => {
    const file = iconFileOf(req.params.file);
    const game = file && req.params.enName.length <= 20 ? await gameOf(servicesDb(app), req.params.enName, file.name) : undefined;
    if (!file || !game) return notFound(reply);
    // One icon per language the name is shown in (simplified, traditional).
    const svg = [game.name, game.nameTw]
      .map((name) => gameIconSvg({ enName: req.params.enName, gameCode: file.name, name, motif: game.motif }))
      .find((candidate) => hashOf(candidate) === file.hash);
    return svg ? sendSvg(reply, svg) : notFound(reply);
  });
}
