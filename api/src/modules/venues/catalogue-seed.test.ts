import { testApp, type TestApp } from '../../test-support';
import { seedBase } from '../../db/seed';
import { CATALOGUE_VENUES, catalogueGames } from './catalogue';
import { venueOf } from './venues';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const count = async (table: 'wallet_venue' | 'venue_game' | 'bonus_pool') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the catalogue seed', () => {
  it('writes every venue, game and jackpot once; a restart changes nothing, not even an operator’s flag', async () => {
    expect([await count('wallet_venue'), await count('venue_game'), await count('bonus_pool')]).toEqual([CATALOGUE_VENUES.length, catalogueGames().length, 6]);
    await t.db.updateTable('wallet_venue').set({ maintenance: 0 }).where('channel_code', '=', 'MGDZ').execute();
    await seedBase(t.db);
    expect([await count('wallet_venue'), await count('venue_game'), await count('bonus_pool')]).toEqual([CATALOGUE_VENUES.length, catalogueGames().length, 6]);
    expect((await venueOf(t.db, 'MGDZ'))?.maintenance).toBe(0);
  });

  it('gives the venues of a database from before the catalogue their columns, keeping the balances there', async () => {
    // As a database of the earlier wallet leaves migration 0007: venue rows with the new columns at their defaults, no games.
    await t.db.deleteFrom('venue_game').execute();
    await t.db.deleteFrom('bonus_pool').execute();
    await t.db
      .updateTable('wallet_venue')
      .set({ en_name: '', icon_mark: '', maintenance: 0, activity: 0, has_game_list: 0, launch_page: 'lobby', launch_form: 'path' })
      .execute();
    const balances = await t.db.selectFrom('wallet_venue_balance').selectAll().orderBy('channel_code').execute();
    await seedBase(t.db);
    expect(await venueOf(t.db, 'crty')).toMatchObject({ enName: 'crty', iconMark: '皇冠', launchPage: 'sport', launchForm: 'session' });
    expect(await venueOf(t.db, 'PGDZ')).toMatchObject({ activity: 1, hasGameList: true, launchForm: 'document' });
    expect(await count('venue_game')).toBe(catalogueGames().length);
    expect(await t.db.selectFrom('wallet_venue_balance').selectAll().orderBy('channel_code').execute()).toEqual(balances);
  });
});
