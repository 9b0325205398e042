import type { Db } from './schema';
import { seedVenueCatalogue } from '../modules/venues/catalogue-seed';
import { seedSiteContent } from '../modules/site/site-content-seed';

/**
 * The seed step (never inside a migration): the site's reference rows (navigation, sponsor,
 * country codes, the venue catalogue), written when their table is empty. Demo data (members, wallets,
 * letters) is a separate step, seedDemo in seed-demo.ts, run only when asked (SEED_DEMO=1 for
 * `npm start` and the e2e server; tests call it).
 */
const NAVIGATION: [section: string, name: string, route: string, icon: string][] = [
  ['home', '首页', 'home', 'home'],
  ['sport', '体育', 'sport', 'sport'],
  ['realbet', '真人', 'realbet', 'realbet'],
  ['chess', '棋牌', 'chess', 'chess'],
  ['gaming', '电竞', 'gaming', 'gaming'],
  ['lottery', '彩票', 'lottery', 'lottery'],
  ['egame', '电子', 'egame', 'egame'],
  ['fish', '捕鱼', 'fishing', 'fish'],
  ['venture', '冒险', 'venture', 'venture'],
  ['discount', '优惠', 'discount', 'discount'],
  ['sponsor', '赞助', 'sponsor', 'sponsor'],
  ['app', 'APP下载', 'appdownload', 'app'],
  ['customer', '客服', 'helpTopic:zxkf', 'customer'],
];

const AREAS: [code: string, name: string, regex: string][] = [
  ['+86', '中国大陆', '^1\\d{10}$'],
  ['+852', '中国香港', '^[5-9]\\d{7}$'],
  ['+853', '中国澳门', '^6\\d{7}$'],
  ['+886', '中国台湾', '^9\\d{8}$'],
  ['+63', '菲律宾', '^9\\d{9}$'],
  ['+60', '马来西亚', '^1\\d{8,9}$'],
  ['+65', '新加坡', '^[89]\\d{7}$'],
];

async function isEmpty(db: Db, table: 'navigation' | 'sponsor' | 'country_area'): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function seedBase(db: Db): Promise<void> {
  if (await isEmpty(db, 'navigation')) {
    await db
      .insertInto('navigation')
      .values(NAVIGATION.map(([section, name, route_name, icon], i) => ({ id: i + 1, section, name, route_name, icon, sort: i + 1 })))
      .execute();
  }
  if (await isEmpty(db, 'sponsor')) {
    await db
      .insertInto('sponsor')
      .values({ id: 1, title: '官方合作伙伴', content: '我们与多家体育俱乐部建立长期合作，共同推广健康、负责任的体育娱乐。', image: '' })
      .execute();
  }
  if (await isEmpty(db, 'country_area')) {
    await db
      .insertInto('country_area')
      .values(AREAS.map(([area_code, area_name, regex], i) => ({ area_code, area_name, regex, sort: i + 1 })))
      .execute();
  }
  await seedVenueCatalogue(db);
  await seedSiteContent(db);
}
