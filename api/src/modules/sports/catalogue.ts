import { QUICK_LEAGUE_IDS, type SportType } from '@site/shared';

/**
 * The leagues and teams the sports feed plays (spec §4 sport types, §9 quick leagues by their ids).
 * Site data, the same on every instance: the seed only decides which of them meet and when.
 */
export interface League {
  id: number;
  gameType: SportType;
  name: string;
  /** The league badge's CSS class (leagueEntry.icon_class). */
  iconClass: string;
  /** Matches in best-of sets / frames (TN, TT, VB, SK); 0 for timed sports. */
  bestOf: number;
  teams: readonly string[];
}

const CL_TEAMS = [
  '皇家马德里',
  '巴塞罗那',
  '拜仁慕尼黑',
  '曼彻斯特城',
  '利物浦',
  '巴黎圣日耳曼',
  '国际米兰',
  'AC米兰',
  '尤文图斯',
  '多特蒙德',
  '阿森纳',
  '马德里竞技',
  '本菲卡',
  '波尔图',
];
const EPL_TEAMS = [
  '阿森纳',
  '曼彻斯特城',
  '利物浦',
  '切尔西',
  '曼彻斯特联',
  '托特纳姆热刺',
  '纽卡斯尔联',
  '阿斯顿维拉',
  '布莱顿',
  '西汉姆联',
  '埃弗顿',
  '水晶宫',
  '富勒姆',
  '布伦特福德',
];
const SERIE_A = ['国际米兰', 'AC米兰', '尤文图斯', '那不勒斯', '罗马', '拉齐奥', '亚特兰大', '佛罗伦萨', '博洛尼亚', '都灵', '乌迪内斯', '热那亚'];
const LA_LIGA = [
  '皇家马德里',
  '巴塞罗那',
  '马德里竞技',
  '皇家社会',
  '毕尔巴鄂竞技',
  '比利亚雷亚尔',
  '皇家贝蒂斯',
  '塞维利亚',
  '瓦伦西亚',
  '赫罗纳',
  '塞尔塔',
  '奥萨苏纳',
];
const BUNDESLIGA = [
  '拜仁慕尼黑',
  '多特蒙德',
  '勒沃库森',
  'RB莱比锡',
  '法兰克福',
  '斯图加特',
  '沃尔夫斯堡',
  '门兴格拉德巴赫',
  '弗赖堡',
  '霍芬海姆',
  '美因茨',
  '云达不莱梅',
];
const LIGUE_1 = ['巴黎圣日耳曼', '马赛', '摩纳哥', '里昂', '里尔', '尼斯', '朗斯', '雷恩', '南特', '斯特拉斯堡', '图卢兹', '蒙彼利埃'];
const CSL = ['上海海港', '上海申花', '山东泰山', '北京国安', '成都蓉城', '浙江队', '天津津门虎', '武汉三镇', '长春亚泰', '河南队', '青岛西海岸', '深圳新鹏城'];
const SNOOKER = ['奥沙利文', '特鲁姆普', '希金斯', '塞尔比', '罗伯逊', '丁俊晖', '赵心童', '马克·艾伦', '凯伦·威尔逊', '颜丙涛', '张安达', '斯佳辉'];
const NBA = [
  '洛杉矶湖人',
  '金州勇士',
  '波士顿凯尔特人',
  '密尔沃基雄鹿',
  '丹佛掘金',
  '菲尼克斯太阳',
  '迈阿密热火',
  '达拉斯独行侠',
  '纽约尼克斯',
  '费城76人',
  '克利夫兰骑士',
  '俄克拉荷马城雷霆',
];

const football = (id: number, name: string, iconClass: string, teams: readonly string[]): League => ({ id, gameType: 'FT', name, iconClass, bestOf: 0, teams });

export const LEAGUES: readonly League[] = [
  // Football: the quick-filter leagues of spec §9 first, by their ids.
  football(100822, '欧洲冠军联赛', 'region-eu', CL_TEAMS),
  football(100021, '英格兰超级联赛', 'region-eu', EPL_TEAMS),
  football(100026, '意大利甲级联赛', 'region-eu', SERIE_A),
  football(100030, '西班牙甲级联赛', 'region-eu', LA_LIGA),
  football(100028, '德国甲级联赛', 'region-eu', BUNDESLIGA),
  football(100032, '法国甲级联赛', 'region-eu', LIGUE_1),
  football(100210, '中国超级联赛', 'region-cn', CSL),
  football(100105, '日本职业足球联赛', 'region-as', ['川崎前锋', '横滨水手', '鹿岛鹿角', '浦和红钻', '神户胜利船', '广岛三箭', '名古屋鲸八', '大阪钢巴']),
  football(100310, '韩国K1联赛', 'region-as', ['蔚山HD', '全北现代', '浦项制铁', '首尔FC', '江原FC', '大邱FC', '光州FC', '金泉尚武']),
  football(100040, '荷兰甲级联赛', 'region-eu', ['阿贾克斯', '埃因霍温', '费耶诺德', '阿尔克马尔', '特温特', '乌德勒支', '海伦芬', '鹿特丹斯巴达']),
  football(100215, '中国足球甲级联赛', 'region-cn', ['重庆铜梁龙', '辽宁铁人', '广州队', '南京城市', '石家庄功夫', '大连英博', '云南玉昆', '陕西联合']),
  {
    id: 200101,
    gameType: 'VF',
    name: '虚拟足球 英超杯',
    iconClass: 'sport-VF',
    bestOf: 0,
    teams: ['伦敦枪手', '曼彻斯特蓝', '默西塞德红', '伦敦蓝', '北伦敦白', '泰恩河喜鹊', '伯明翰狮', '南海岸海鸥'],
  },
  {
    id: 200102,
    gameType: 'VF',
    name: '虚拟足球 欧洲国家杯',
    iconClass: 'sport-VF',
    bestOf: 0,
    teams: ['西班牙', '德国', '法国', '英格兰', '意大利', '葡萄牙', '荷兰', '比利时'],
  },
  { id: 300001, gameType: 'BK', name: '美国职业篮球联赛', iconClass: 'region-am', bestOf: 0, teams: NBA },
  {
    id: 300002,
    gameType: 'BK',
    name: '中国男子篮球职业联赛',
    iconClass: 'region-cn',
    bestOf: 0,
    teams: ['广东东阳光', '辽宁本钢', '浙江稠州金租', '上海久事', '北京首钢', '新疆伊力特', '深圳马可波罗', '山东高速', '浙江广厦', '青岛国信'],
  },
  {
    id: 300003,
    gameType: 'BK',
    name: '欧洲篮球冠军联赛',
    iconClass: 'region-eu',
    bestOf: 0,
    teams: ['皇家马德里', '巴塞罗那', '奥林匹亚科斯', '帕纳辛纳科斯', '费内巴切', '摩纳哥', '特拉维夫马卡比', '柏林阿尔巴'],
  },
  {
    id: 400001,
    gameType: 'TN',
    name: 'ATP 上海大师赛',
    iconClass: 'sport-TN',
    bestOf: 3,
    teams: ['辛纳', '阿尔卡拉斯', '德约科维奇', '兹维列夫', '梅德韦杰夫', '鲁内', '弗里茨', '德米纳尔', '吴易昺', '张之臻'],
  },
  {
    id: 400002,
    gameType: 'TN',
    name: 'WTA 武汉公开赛',
    iconClass: 'sport-TN',
    bestOf: 3,
    teams: ['萨巴伦卡', '斯瓦泰克', '高芙', '郑钦文', '雷巴金娜', '佩古拉', '王欣瑜', '袁悦'],
  },
  {
    id: 500001,
    gameType: 'OP',
    name: '美国国家冰球联盟',
    iconClass: 'region-am',
    bestOf: 0,
    teams: ['多伦多枫叶', '蒙特利尔加拿大人', '波士顿棕熊', '纽约游骑兵', '埃德蒙顿油人', '科罗拉多雪崩', '佛罗里达美洲豹', '维加斯金骑士'],
  },
  {
    id: 500002,
    gameType: 'OP',
    name: '英雄联盟职业联赛',
    iconClass: 'region-cn',
    bestOf: 0,
    teams: ['京东电竞', '哔哩哔哩电竞', '滔搏电竞', '微博电竞', '李宁电竞', '量子电竞', '安徽电竞', '北京电竞'],
  },
  { id: 600001, gameType: 'SK', name: '斯诺克世界锦标赛', iconClass: 'sport-SK', bestOf: 9, teams: SNOOKER },
  { id: 600002, gameType: 'SK', name: '斯诺克英国锦标赛', iconClass: 'sport-SK', bestOf: 11, teams: SNOOKER },
  {
    id: 700001,
    gameType: 'VB',
    name: '中国女子排球超级联赛',
    iconClass: 'region-cn',
    bestOf: 5,
    teams: ['天津渤海银行', '上海光明优倍', '江苏中天钢铁', '北京汽车', '四川女排', '河南银鸽', '八一南昌', '浙江嘉善'],
  },
  {
    id: 700002,
    gameType: 'VB',
    name: '意大利女子排球超级联赛',
    iconClass: 'region-eu',
    bestOf: 5,
    teams: ['科内利亚诺', '米兰', '斯坎迪奇', '诺瓦拉', '卡萨尔马焦雷', '佛罗伦萨'],
  },
  {
    id: 800001,
    gameType: 'BS',
    name: '美国职业棒球大联盟',
    iconClass: 'region-am',
    bestOf: 0,
    teams: ['纽约洋基', '洛杉矶道奇', '波士顿红袜', '休斯顿太空人', '亚特兰大勇士', '费城人', '旧金山巨人', '芝加哥小熊'],
  },
  {
    id: 800002,
    gameType: 'BS',
    name: '日本职业棒球联赛',
    iconClass: 'region-as',
    bestOf: 0,
    teams: ['读卖巨人', '阪神虎', '福冈软银鹰', '横滨DeNA海湾之星', '欧力士野牛', '千叶罗德海洋'],
  },
  {
    id: 900101,
    gameType: 'TT',
    name: 'WTT 冠军赛 男子单打',
    iconClass: 'sport-TT',
    bestOf: 5,
    teams: ['樊振东', '王楚钦', '马龙', '林诗栋', '梁靖崑', '张本智和', '雨果', '莫雷加德'],
  },
  {
    id: 900102,
    gameType: 'TT',
    name: 'WTT 冠军赛 女子单打',
    iconClass: 'sport-TT',
    bestOf: 5,
    teams: ['孙颖莎', '王曼昱', '陈梦', '王艺迪', '早田希娜', '伊藤美诚', '蒯曼', '陈幸同'],
  },
  // Champion (outright) markets: one event per competition, a selection per team.
  { id: 100021, gameType: 'FS', name: '英格兰超级联赛 2026/27 冠军', iconClass: 'region-eu', bestOf: 0, teams: EPL_TEAMS },
  { id: 100822, gameType: 'FS', name: '欧洲冠军联赛 2026/27 冠军', iconClass: 'region-eu', bestOf: 0, teams: CL_TEAMS },
  { id: 100030, gameType: 'FS', name: '西班牙甲级联赛 2026/27 冠军', iconClass: 'region-eu', bestOf: 0, teams: LA_LIGA },
  { id: 100210, gameType: 'FS', name: '中国超级联赛 2027 冠军', iconClass: 'region-cn', bestOf: 0, teams: CSL },
  { id: 300001, gameType: 'FS', name: '美国职业篮球联赛 2026/27 总冠军', iconClass: 'region-am', bestOf: 0, teams: NBA },
  { id: 600001, gameType: 'FS', name: '斯诺克世界锦标赛 2027 冠军', iconClass: 'sport-SK', bestOf: 0, teams: SNOOKER },
];

/** The league of a board row; league ids repeat across sport types (a league and its champion market). */
export function leagueOf(gameType: SportType, leagueId: number): League | undefined {
  return LEAGUES.find((l) => l.gameType === gameType && l.id === leagueId);
}

export const leaguesOfSport = (gameType: SportType): League[] => LEAGUES.filter((l) => l.gameType === gameType);

export const isQuickLeague = (leagueId: number): boolean => (QUICK_LEAGUE_IDS as readonly number[]).includes(leagueId);

/** How often each sport type appears among new matches (FS champion events are kept apart). */
export const SPORT_WEIGHTS: readonly (readonly [SportType, number])[] = [
  ['FT', 34],
  ['BK', 14],
  ['TN', 10],
  ['VF', 8],
  ['OP', 8],
  ['TT', 7],
  ['VB', 7],
  ['BS', 6],
  ['SK', 6],
];

/**
 * An outright list's name for the n-th season after the catalogue's (n = 0: as written): every year in the
 * name moves on by n ('欧洲冠军联赛 2026/27 冠军' → '欧洲冠军联赛 2027/28 冠军'; '中国超级联赛 2027 冠军' → '… 2028 冠军').
 */
export function seasonName(name: string, n: number): string {
  if (n === 0) return name;
  return name.replace(/(\d{4})(?:\/(\d{2}))?/, (_, year: string, short: string | undefined) =>
    short === undefined ? String(Number(year) + n) : `${Number(year) + n}/${String((Number(short) + n) % 100).padStart(2, '0')}`,
  );
}

/** Which season after the catalogue's an outright list's name stands for (seasonName's n; 0 when it names no year). */
export function seasonIndex(catalogueName: string, listedName: string): number {
  const year = (name: string): number => Number(/\d{4}/.exec(name)?.[0] ?? Number.NaN);
  const n = year(listedName) - year(catalogueName);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
