import { testApp, testDatabase, type TestDatabase } from '../test-support';
import { CATALOGUE_VENUES } from '../modules/venues/catalogue';
import { copyDatabase } from './copy';
import { openStore } from './index';

describe('copying a SQLite data file into another database (db:copy)', () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await testDatabase();
  });
  afterAll(async () => target.drop());

  it('copies every row, and the copy serves the same members and money', async () => {
    // the source is a SQLite file (the operator's existing data); the target is this run's engine
    const source = await testDatabase('sqlite');
    const src = await testApp({ database: source });
    expect((await src.browser.login('demo02', 'demo1234')).code).toBe(6000);
    const from = src.store;
    const to = await openStore({ file: target.dbFile ?? '', databaseUrl: target.databaseUrl });
    try {
      const { rows } = await copyDatabase(from, to);
      expect(rows).toMatchObject({ member: 3, wallet: 3, wallet_venue: CATALOGUE_VENUES.length, letter: 4, session: 1 });
      await expect(copyDatabase(from, to)).rejects.toThrow('目标数据库已有会员数据，为避免覆盖，复制已取消（请使用空数据库）');
    } finally {
      await to.close();
      await src.app.close();
      await source.drop();
    }
    const copy = await testApp({ database: target, seedDemo: false });
    expect((await copy.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
    expect((await copy.browser.post('/fd/api/v1/transfer/getBalance', {})).data.centerWalletBalance).toBe(8888.88);
    const other = copy.newBrowser();
    copy.clock.advance(1000);
    expect((await other.post('/site/api/v1/user/register', { name: 'after01', password: 'a'.repeat(32), secondPassword: 'a'.repeat(32) })).code).toBe(6000);
    await copy.app.close();
  });
});
