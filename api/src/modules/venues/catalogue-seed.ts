import type { Db } from '../../db';
import { toTaiwan } from '../../http/language';
import { CATALOGUE_POOLS, CATALOGUE_VENUES, POOL_EPOCH, catalogueGames, categoryOfType } from './catalogue';

/**
 * Writes the venue catalogue (catalogue.ts) into the database the first time the game table is
 * empty (a new database, or one migrated to 0007): every venue (a venue the wallet already knew
 * keeps its code and gets the catalogue's columns), its games and its jackpot. Afterwards the
 * rows belong to the site's operators: a restart never overwrites a maintenance or activity flag.
 */
export async function seedVenueCatalogue(db: Db): Promise<void> {
  const any = await db.selectFrom('venue_game').select('en_name').limit(1).executeTakeFirst();
  if (any) return;
  const games = catalogueGames();
  const withGames = new Set(games.map((g) => g.enName));
  await db.transaction().execute(async (trx) => {
    for (const [i, v] of CATALOGUE_VENUES.entries()) {
      const row = {
        name: v.name,
        category: categoryOfType(v.type),
        sort: i + 1,
        en_name: v.code,
        icon_mark: v.mark,
        maintenance: v.maintenance ?? (0 as const),
        activity: v.activity ?? (0 as const),
        has_game_list: withGames.has(v.code) ? (1 as const) : (0 as const),
        launch_page: v.page,
        launch_form: v.form,
      };
      await trx
        .insertInto('wallet_venue')
        .values({ channel_code: v.code, ...row })
        .onConflict((oc) => oc.column('channel_code').doUpdateSet(row))
        .execute();
    }
    await trx
      .insertInto('venue_game')
      .values(
        games.map((g) => ({
          en_name: g.enName,
          game_code: g.gameCode,
          name: g.name,
          name_tw: toTaiwan(g.name),
          motif: g.motif,
          hot: g.hot ? (1 as const) : (0 as const),
          new: g.new ? (1 as const) : (0 as const),
          sort: g.sort,
        })),
      )
      .execute();
    await trx
      .insertInto('bonus_pool')
      .values(
        CATALOGUE_POOLS.map((p) => ({
          en_name: p.enName,
          name: p.name,
          seed_fen: p.seedFen,
          growth_fen_per_hour: p.growthFenPerHour,
          cycle_ms: p.cycleMs,
          epoch: POOL_EPOCH,
        })),
      )
      .onConflict((oc) => oc.column('en_name').doNothing())
      .execute();
  });
}
