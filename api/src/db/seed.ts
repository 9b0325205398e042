import type { Db } from './index';
import { DEFAULT_SITE_CONFIG } from '../modules/site-config';
import { seedMembers, seedQuickDemo, seedWallet } from './seed-demo';

/**
 * Seed rows that belong to a migration (run inside its transaction).
 * Demo member demo01 / demo1234 (phone 13800138000, real name 张三, demo01@example.com,
 * balance 8888.88, known device 'demo-device'): see seed-demo.ts.
 */
export function seed(db: Db, version: number): void {
  const now = Date.now();
  if (version === 2) seedMembers(db, now);
  if (version === 4) seedWallet(db, now);
  if (version === 5) seedQuickDemo(db, now);
  if (version === 1) {
    const put = db.prepare('INSERT INTO site_config (key, value) VALUES (?, ?)');
    for (const [k, v] of Object.entries(DEFAULT_SITE_CONFIG)) put.run(k, JSON.stringify(v));
    const nav = db.prepare('INSERT INTO navigation (id, section, name, route_name, icon, sort) VALUES (?, ?, ?, ?, ?, ?)');
    const entries: [string, string, string, string][] = [
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
    entries.forEach(([section, name, route, icon], i) => nav.run(i + 1, section, name, route, icon, i + 1));
    const sp = db.prepare('INSERT INTO sponsor (id, title, content, image) VALUES (?, ?, ?, ?)');
    sp.run(1, '官方合作伙伴', '我们与多家体育俱乐部建立长期合作，共同推广健康、负责任的体育娱乐。', '');
    const ca = db.prepare('INSERT INTO country_area (area_code, area_name, regex, sort) VALUES (?, ?, ?, ?)');
    const areas: [string, string, string][] = [
      ['+86', '中国大陆', '^1\\d{10}$'],
      ['+852', '中国香港', '^[5-9]\\d{7}$'],
      ['+853', '中国澳门', '^6\\d{7}$'],
      ['+886', '中国台湾', '^9\\d{8}$'],
      ['+63', '菲律宾', '^9\\d{9}$'],
      ['+60', '马来西亚', '^1\\d{8,9}$'],
      ['+65', '新加坡', '^[89]\\d{7}$'],
    ];
    areas.forEach(([code, name, re], i) => ca.run(code, name, re, i + 1));
  }
}
