import type { Db } from '../../db';
import { addBanner, addNotice, addSponsor, bannerInput, noticeInput, sponsorInput } from './advertising-content';

/** The home page's first notices, banners and the sponsor page's partners (written when their tables are empty; ops change them with `npm run site:content`). */
const NOTICES = [
  { title: '官方公告', content: '存款渠道仅限官方网站、官方APP及官方客服提供，任何线下代理均不被承认，请勿向他人转账。', sort: 9 },
  { title: '新会员福利', content: '邀请好友注册并完成首存，即可获得好友首存金额 10% 的奖励，最高 88 元。', sort: 5 },
  { title: '系统维护通知', content: '每周二 04:00-06:00 部分场馆例行维护，维护期间请提前将余额转回中心钱包。', sort: 1 },
];
const BANNERS = [
  { title: '优惠活动', subtitle: '首存、再存、签到、幸运转盘，天天有惊喜', tone: 'gold' as const, link: '/activity/discount', sort: 9 },
  { title: '邀请好友', subtitle: '好友首存，您得 10% 奖励，最高 88 元', tone: 'red' as const, link: '/activity/friendInvitation', sort: 5 },
];
const SPONSORS = [
  {
    title: '星耀青训足球计划',
    content: '连续三个赛季支持城市青少年足球训练营，为超过 2000 名青少年提供草坪场地、持证教练与比赛装备。',
    image: '',
  },
  {
    title: '区域电竞联赛合作伙伴',
    content: '携手区域电竞联赛举办春、秋两季赛事，倡导公平竞技，每场直播都提醒选手与观众合理安排游戏时间。',
    image: '',
  },
];

async function count(db: Db, table: 'site_notice' | 'site_banner' | 'sponsor'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function seedSiteContent(db: Db): Promise<void> {
  if ((await count(db, 'site_notice')) === 0) for (const n of NOTICES) await addNotice(db, noticeInput.parse({ ...n, startsAt: 0 }), 0);
  if ((await count(db, 'site_banner')) === 0) for (const b of BANNERS) await addBanner(db, bannerInput.parse({ ...b, startsAt: 0 }), 0);
  // The base seed writes one sponsor; the sponsor page shows these next to it.
  if ((await count(db, 'sponsor')) <= 1) for (const s of SPONSORS) await addSponsor(db, sponsorInput.parse(s));
}
