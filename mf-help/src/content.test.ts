import { catalogKeys, HELP_TOPICS, type Catalog } from '@site/shared';
import zhCN from './i18n/zh-CN.json';
import zhTW from './i18n/zh-TW.json';
import { articleKeys, articleModel, LEGAL_DOCS } from './article-model';
import { TOPIC_GROUPS, topicFromRoute, OFFICIAL_NOTICE_TOPICS, RELATED } from './topics';

const catalogs = { 'zh-CN': zhCN as Catalog, 'zh-TW': zhTW as Catalog };

function lookup(catalog: Catalog, key: string): unknown {
  return key.split('.').reduce<unknown>((node, k) => (typeof node === 'object' && node !== null ? (node as Catalog)[k] : undefined), catalog);
}

/** The whole text of a topic in one language. */
function topicText(lang: keyof typeof catalogs, topic: (typeof HELP_TOPICS)[number]): string {
  return articleKeys(articleModel(topic))
    .map((k) => String(lookup(catalogs[lang], k)))
    .join('\n');
}

describe('help topics', () => {
  it('the side-menu groups hold exactly the 23 topics of spec §2, in menu order', () => {
    expect(HELP_TOPICS).toHaveLength(23);
    expect(TOPIC_GROUPS.flatMap((g) => g.topics)).toEqual([...HELP_TOPICS]);
  });

  for (const lang of ['zh-CN', 'zh-TW'] as const) {
    describe(lang, () => {
      it.each([...HELP_TOPICS])('%s has a title and real content: several sections, every entry a non-empty string', (topic) => {
        const model = articleModel(topic);
        const title = lookup(catalogs[lang], model.title);
        expect(typeof title).toBe('string');
        expect((title as string).length).toBeGreaterThanOrEqual(2);
        expect(model.sections.length).toBeGreaterThanOrEqual(2);
        for (const s of model.sections) expect(s.blocks.length).toBeGreaterThan(0);
        for (const key of articleKeys(model)) {
          const value = lookup(catalogs[lang], key);
          expect({ key, ok: typeof value === 'string' && value.trim().length > 0 }).toEqual({ key, ok: true });
        }
        expect(topicText(lang, topic).length).toBeGreaterThan(250);
      });
    });
  }

  it('zh-TW has every key of zh-CN and is really converted', () => {
    expect(catalogKeys(zhTW as Catalog).sort()).toEqual(catalogKeys(zhCN as Catalog).sort());
    expect(lookup(zhTW as Catalog, 'topics.kh.title')).toBe('開戶');
    expect(lookup(zhTW as Catalog, 'topics.gztk.title')).toBe('規則與條款');
  });

  it('every related topic is a known topic other than itself', () => {
    for (const topic of HELP_TOPICS) {
      for (const r of RELATED[topic]) {
        expect(HELP_TOPICS).toContain(r);
        expect(r).not.toBe(topic);
      }
    }
  });
});

describe('terms (gztk): every point of spec §2 Dialogs, §5 Terms rules and §9 limits', () => {
  const terms = topicText('zh-CN', 'gztk');
  it.each([
    ['game-result disputes', '游戏结果争议'],
    ['fraud', '欺诈'],
    ['external links', '外部链接'],
    ['force majeure is not a breach', '不可抗力导致本站未能或延迟履行义务的，不构成违约'],
    ['non-waiver', '不构成对该权利的放弃'],
    ['age 18 or the legal age if higher', '必须年满18周岁，或达到您所在司法管辖区规定的法定年龄（以较高者为准）'],
    ['one active account per user', '每位用户只可持有一个有效账户'],
    ['card holder name = registered name', '银行卡持卡人姓名必须与注册姓名一致'],
    ['no duplicate bets on one event', '不得在同一赛事上重复投注'],
    ['bets on started matches or known results are void', '在比赛开始后或在结果已知后投注的注单一律无效'],
    ['cash-out to the card holder only', '提款只会支付给持卡人本人'],
    ['bets final once accepted', '注单一经接受即为最终'],
    ['promotions revocable', '本站有权随时修改、暂停或撤销任何优惠'],
    ['accounts suspendable or closable', '暂停或关闭任何账户'],
    ['provider sanctions', '作废相关彩票及其他注单、没收账户余额、冻结账户或终止服务'],
    ['... for multiple accounts', '持有或使用多个账户'],
    ['... for name mismatch', '收款账户姓名与注册姓名不符'],
    ['... for leaving a promotion early', '提前退出优惠活动'],
    ['... for fraud', '欺诈、串通投注或套利'],
    ['... for automation', '使用自动化程序'],
    ['disputes within 14 days', '14天内'],
    ['records kept 5 years', '交易记录保存5年'],
    ['restricted regions notice', '以下国家或地区的居民不得使用本站服务'],
    ['football and basketball 1.5 million USD', '足球、篮球\n150万美元（1,500,000）'],
    ['tennis … volleyball 300,000', '网球、美式足球、棒球、冰球、橄榄球、排球\n30万美元（300,000）'],
    ['other sports 200,000', '其他体育项目\n20万美元（200,000）'],
    ['new handicap markets 25,000', '新开盘口\n2.5万美元（25,000）'],
    ['casino max payout 600,000 USD', '娱乐场（单注最高派彩）\n60万美元（600,000）'],
    ['financials 180,000 USD', '金融投注\n18万美元（180,000）'],
    ['limits are per member per day', '每位会员每日'],
  ])('%s', (_point, phrase) => {
    expect(terms).toContain(phrase);
  });

  it('lists the restricted regions on screen', () => {
    const model = articleModel('gztk');
    const chips = model.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'chips');
    expect(chips && chips.kind === 'chips' ? chips.keys.length : 0).toBeGreaterThanOrEqual(5);
    expect(terms).toContain('美国');
    expect(terms).toContain('新加坡');
  });

  it('keeps the figures in zh-TW', () => {
    const tw = topicText('zh-TW', 'gztk');
    for (const phrase of ['14天', '5年', '18週歲', '1,500,000', '300,000', '200,000', '25,000', '600,000', '180,000']) expect(tw).toContain(phrase);
  });
});

describe('privacy (ysgz)', () => {
  const privacy = topicText('zh-CN', 'ysgz');
  it.each([
    ['data collection', '我们收集的信息'],
    ['cookies', 'Cookie'],
    ['IP logging', '记录您访问时的 IP 地址'],
    ['confidentiality', '严格保密'],
    ['disclosure to staff', '本站员工'],
    ['disclosure to partners', '合作伙伴'],
    ['monitoring', '监控账户活动'],
    ['staff never ask for the verification code', '本站工作人员绝不会以任何理由向您索要验证码'],
  ])('%s', (_point, phrase) => {
    expect(privacy).toContain(phrase);
  });
});

describe('customer-service notice (spec §8)', () => {
  it('is shown on zxkf and ck and says deposits only go through official channels, no offline agents', () => {
    expect(OFFICIAL_NOTICE_TOPICS).toEqual(expect.arrayContaining(['ck', 'zxkf']));
    const notice = String(lookup(zhCN as Catalog, 'notices.officialChannels'));
    for (const phrase of ['官方网站', '官方APP', '官方在线客服', '不认可任何线下代理']) expect(notice).toContain(phrase);
  });
});

describe('routes and legal docs', () => {
  it('reads the topic from the route; no topic opens kh; an unknown topic is reported, not thrown', () => {
    expect(topicFromRoute({ name: 'helpTopic', params: { topic: 'gztk' }, query: {} })).toEqual({ kind: 'topic', topic: 'gztk' });
    expect(topicFromRoute({ name: 'help', params: {}, query: {} })).toEqual({ kind: 'topic', topic: 'kh' });
    expect(topicFromRoute(undefined)).toEqual({ kind: 'topic', topic: 'kh' });
    expect(topicFromRoute({ name: 'helpTopic', params: { topic: 'nope' }, query: {} })).toEqual({ kind: 'unknown', raw: 'nope' });
    expect(topicFromRoute({ name: 'helpTopic', params: { topic: 'toString' }, query: {} })).toEqual({ kind: 'unknown', raw: 'toString' });
  });

  it('maps terms to gztk and privacy to ysgz', () => {
    expect(LEGAL_DOCS).toEqual({ terms: 'gztk', privacy: 'ysgz' });
  });
});
