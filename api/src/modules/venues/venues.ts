import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResponseCode, SiteError, type Game, type Venue } from '@site/shared';
import type { Db } from '../../db';
import { languageOf } from '../../http/language';
import { servicesOf } from '../../services';
import { venueBalances } from '../funds/wallet-queries';
import { gameOf, gamesPage, venueOf, type CatalogueRow, type GameRow } from './venue-queries';
import { gameIconPath, venueIconPath } from './venue-icons';

export { gameOf, venueOf, type CatalogueRow } from './venue-queries';

export const VENUE_MSG = {
  unknownVenue: '场馆不存在',
  unknownGame: '游戏不存在',
  maintenance: (name: string) => `${name}维护中，请稍后再试`,
  activity: (name: string) => `${name}活动进行中，请先转入额度参与活动`,
  badToken: '数据错误，请重新进入游戏',
  loginFirst: '请先登录账号，才能了解更多',
  unknownMethod: '不支持的资源请求',
  badHost: '非法请求',
} as const;

export const servicesDb = (app: FastifyInstance): Db => servicesOf(app).store.db;

export const venueAnswer = (v: CatalogueRow): Venue => ({
  channelCode: v.channelCode,
  enName: v.enName,
  name: v.name,
  category: v.category,
  icon: venueIconPath({ code: v.enName, type: v.type, mark: v.iconMark }),
  maintenance: v.maintenance,
  activity: v.activity,
  hasGameList: v.hasGameList,
});

/** A game in the request's language; its icon carries the name as shown. */
export const gameAnswer = (req: FastifyRequest, g: GameRow): Game => {
  const name = languageOf(req) === 'zh-TW' ? g.nameTw : g.name;
  return {
    gameCode: g.gameCode,
    enName: g.enName,
    name,
    icon: gameIconPath({ ...g, name }),
    hot: g.hot,
    new: g.new,
    collected: g.collected,
  };
};

export async function catalogueVenue(db: Db, enName: string): Promise<CatalogueRow> {
  const venue = await venueOf(db, enName);
  if (!venue) throw new SiteError(ResponseCode.NOT_FOUND, VENUE_MSG.unknownVenue);
  return venue;
}

/** The member's balance at a venue, in fen (0 when never used). */
export async function venueFenOf(db: Db, memberId: number, venue: CatalogueRow): Promise<number> {
  const rows = await venueBalances(db, memberId, venue.category);
  return rows.find((r) => r.channelCode === venue.channelCode)?.fen ?? 0;
}

/**
 * The game a launch opens: a venue without a game list opens its lobby (''); a slot venue opens
 * the game asked for, or its first game when none is named.
 */
export async function launchGameOf(db: Db, venue: CatalogueRow, gameCode: string): Promise<{ code: string; name: string }> {
  if (!venue.hasGameList) return { code: '', name: '' };
  if (gameCode !== '') {
    const game = await gameOf(db, venue.enName, gameCode);
    if (!game) throw new SiteError(ResponseCode.NOT_FOUND, VENUE_MSG.unknownGame);
    return { code: gameCode, name: game.name };
  }
  const first = await gamesPage(db, { enName: venue.enName, keyword: '', tag: 'all', memberId: null, offset: 0, limit: 1 });
  const game = first.rows[0];
  if (!game) throw new SiteError(ResponseCode.NOT_FOUND, VENUE_MSG.unknownGame);
  return { code: game.gameCode, name: game.name };
}
