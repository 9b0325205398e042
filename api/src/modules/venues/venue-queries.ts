import { sql } from 'kysely';
import { VENUE_CATEGORY, VENUE_TYPE_CODES, type VenueTypeCode } from '@site/shared';
import type { Db } from '../../db';
import type { LaunchForm, LaunchPage } from './catalogue';

/** A venue of the catalogue as the other modules see it (venueOf). */
export interface CatalogueRow {
  channelCode: string;
  enName: string;
  name: string;
  category: number;
  type: VenueTypeCode;
  iconMark: string;
  maintenance: 0 | 1;
  activity: 0 | 1;
  hasGameList: boolean;
  launchPage: LaunchPage;
  launchForm: LaunchForm;
}

export const typeOfCategory = (category: number): VenueTypeCode => VENUE_TYPE_CODES.find((t) => VENUE_CATEGORY[t] === category) ?? 'TY';

const venueColumns = [
  'channel_code',
  'en_name',
  'name',
  'category',
  'icon_mark',
  'maintenance',
  'activity',
  'has_game_list',
  'launch_page',
  'launch_form',
] as const;

type VenueRow = {
  channel_code: string;
  en_name: string;
  name: string;
  category: number;
  icon_mark: string;
  maintenance: 0 | 1;
  activity: 0 | 1;
  has_game_list: 0 | 1;
  launch_page: LaunchPage;
  launch_form: LaunchForm;
};

const rowOf = (r: VenueRow): CatalogueRow => ({
  channelCode: r.channel_code,
  enName: r.en_name || r.channel_code,
  name: r.name,
  category: r.category,
  type: typeOfCategory(r.category),
  iconMark: r.icon_mark,
  maintenance: Number(r.maintenance) === 1 ? 1 : 0,
  activity: Number(r.activity) === 1 ? 1 : 0,
  hasGameList: Number(r.has_game_list) === 1,
  launchPage: r.launch_page,
  launchForm: r.launch_form,
});

/**
 * The catalogue row of a venue by its channelCode (= enName), with its maintenance and activity
 * flags; undefined for a venue the site does not have. Other modules ask this (e.g. a transfer
 * into a venue under maintenance).
 */
export async function venueOf(db: Db, channelCode: string): Promise<CatalogueRow | undefined> {
  const r = await db
    .selectFrom('wallet_venue')
    .select(venueColumns)
    .where((eb) => eb.or([eb('channel_code', '=', channelCode), eb('en_name', '=', channelCode)]))
    .executeTakeFirst();
  return r ? rowOf(r) : undefined;
}

/** The venues of a category in the site's order (ALL = every venue). */
export async function venuesOfCategory(db: Db, category: number): Promise<CatalogueRow[]> {
  let q = db.selectFrom('wallet_venue').select(venueColumns).orderBy('sort').orderBy('channel_code');
  if (category !== VENUE_CATEGORY.ALL) q = q.where('category', '=', category);
  return (await q.execute()).map(rowOf);
}

export interface GameRow {
  enName: string;
  gameCode: string;
  name: string;
  nameTw: string;
  motif: string;
  hot: boolean;
  new: boolean;
  collected: boolean;
}

export type GameTag = 'all' | 'hot' | 'new' | 'collected';

export interface GameQuery {
  enName: string;
  keyword: string;
  tag: GameTag;
  /** null for a guest: nothing is collected. */
  memberId: number | null;
  offset: number;
  limit: number;
}

/** A LIKE pattern matching `text` anywhere, with the pattern characters taken literally (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of a venue's games: the keyword matches the simplified or traditional name or the code
 * (codes without regard to case), the tag keeps hot, new or the member's collected games.
 */
export async function gamesPage(db: Db, q: GameQuery): Promise<{ rows: GameRow[]; total: number }> {
  const memberId = q.memberId ?? -1;
  let base = db
    .selectFrom('venue_game as g')
    .leftJoin('game_collection as c', (join) =>
      join.onRef('c.en_name', '=', 'g.en_name').onRef('c.game_code', '=', 'g.game_code').on('c.member_id', '=', memberId),
    )
    .where('g.en_name', '=', q.enName);
  if (q.keyword !== '') {
    const pattern = containsPattern(q.keyword);
    const lower = containsPattern(q.keyword.toLowerCase());
    base = base.where(
      (eb) =>
        sql<boolean>`(${eb.ref('g.name')} LIKE ${pattern} ESCAPE '\\' OR ${eb.ref('g.name_tw')} LIKE ${pattern} ESCAPE '\\' OR lower(${eb.ref('g.game_code')}) LIKE ${lower} ESCAPE '\\')`,
    );
  }
  if (q.tag === 'hot') base = base.where('g.hot', '=', 1);
  if (q.tag === 'new') base = base.where('g.new', '=', 1);
  if (q.tag === 'collected') base = base.where('c.member_id', 'is not', null);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['g.en_name', 'g.game_code', 'g.name', 'g.name_tw', 'g.motif', 'g.hot', 'g.new', 'c.member_id'])
    .orderBy('g.sort')
    .orderBy('g.game_code')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      enName: r.en_name,
      gameCode: r.game_code,
      name: r.name,
      nameTw: r.name_tw,
      motif: r.motif,
      hot: Number(r.hot) === 1,
      new: Number(r.new) === 1,
      collected: r.member_id !== null,
    })),
  };
}

export async function gameOf(db: Db, enName: string, gameCode: string): Promise<{ name: string; nameTw: string; motif: string } | undefined> {
  const r = await db
    .selectFrom('venue_game')
    .select(['name', 'name_tw', 'motif'])
    .where('en_name', '=', enName)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return r ? { name: r.name, nameTw: r.name_tw, motif: r.motif } : undefined;
}

/** Favourites (idempotent both ways). */
export async function collect(db: Db, memberId: number, enName: string, gameCode: string, now: number): Promise<void> {
  await db
    .insertInto('game_collection')
    .values({ member_id: memberId, en_name: enName, game_code: gameCode, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'en_name', 'game_code']).doNothing())
    .execute();
}

export async function uncollect(db: Db, memberId: number, enName: string, gameCode: string): Promise<void> {
  await db.deleteFrom('game_collection').where('member_id', '=', memberId).where('en_name', '=', enName).where('game_code', '=', gameCode).execute();
}
