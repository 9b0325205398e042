import { VENUE_CATEGORY, type VenueTypeCode } from '@site/shared';

/**
 * The venue catalogue (spec §7 Games): site data, seeded by the base seed (catalogue-seed.ts),
 * never demo data. One row per venue; channelCode = enName for every venue of this site.
 *
 * How a venue launches (the launch-url agreement of launch-url.ts), as two columns:
 *   page  the provider page the venue runs on: sport (crty, ours), baccarat (ZR), lottery (CP),
 *         lobby (QP, DJ, third-party TY), slot (DZ egame, BY fishing: one game per launch)
 *   form  how the launch answers it: session (the sport venue session, url ''), absolute
 *         (`${origin}/provider/…`), path (`/provider/…`, opened on the site origin), document
 *         (an HTML launch document the slot frame page renders)
 */
export const LAUNCH_PAGES = ['sport', 'baccarat', 'lottery', 'lobby', 'slot'] as const;
export type LaunchPage = (typeof LAUNCH_PAGES)[number];
export const LAUNCH_FORMS = ['session', 'absolute', 'path', 'document'] as const;
export type LaunchForm = (typeof LAUNCH_FORMS)[number];

export interface CatalogueVenue {
  code: string;
  name: string;
  type: VenueTypeCode;
  /** The short mark drawn on the venue's icon (venue-icons.ts). */
  mark: string;
  page: LaunchPage;
  form: LaunchForm;
  maintenance?: 1;
  activity?: 1;
}

const sport = (code: string, name: string, mark: string, form: LaunchForm = 'path'): CatalogueVenue => ({
  code,
  name,
  type: 'TY',
  mark,
  page: code === 'crty' ? 'sport' : 'lobby',
  form,
});

export const CATALOGUE_VENUES: readonly CatalogueVenue[] = [
  sport('crty', '皇冠体育', '皇冠', 'session'),
  // XMTY always opens directly (spec §4): it answers an absolute url, so the site's setting never frames it.
  sport('XMTY', '熊猫体育', '熊猫', 'absolute'),
  sport('IMTY', 'IM体育', 'IM'),
  sport('SBTY', '沙巴体育', '沙巴'),
  { code: 'AGZR', name: 'AG真人', type: 'ZR', mark: 'AG', page: 'baccarat', form: 'absolute' },
  { code: 'KXZR', name: '开心真人', type: 'ZR', mark: '开心', page: 'baccarat', form: 'absolute' },
  { code: 'DGZR', name: 'DG真人', type: 'ZR', mark: 'DG', page: 'baccarat', form: 'absolute' },
  { code: 'KYQP', name: '开元棋牌', type: 'QP', mark: '开元', page: 'lobby', form: 'path' },
  { code: 'LYQP', name: '乐游棋牌', type: 'QP', mark: '乐游', page: 'lobby', form: 'path' },
  { code: 'LHDJ', name: '雷火电竞', type: 'DJ', mark: '雷火', page: 'lobby', form: 'path' },
  { code: 'IMDJ', name: 'IM电竞', type: 'DJ', mark: 'IM', page: 'lobby', form: 'path' },
  { code: 'G1CP', name: 'G1彩票', type: 'CP', mark: 'G1', page: 'lottery', form: 'absolute' },
  { code: 'SGCP', name: '双赢彩票', type: 'CP', mark: '双赢', page: 'lottery', form: 'absolute' },
  // Not one of the direct venues: it opens in the in-site frame (or a new window) by the site setting.
  { code: 'VRCP', name: 'VR彩票', type: 'CP', mark: 'VR', page: 'lottery', form: 'absolute' },
  // A venue activity is running at PG: launch answers 6413 until the player transfers in (isActivity = 1).
  { code: 'PGDZ', name: 'PG电子', type: 'DZ', mark: 'PG', page: 'slot', form: 'document', activity: 1 },
  { code: 'CQ9DZ', name: 'CQ9电子', type: 'DZ', mark: 'CQ9', page: 'slot', form: 'document' },
  { code: 'JDBDZ', name: 'JDB电子', type: 'DZ', mark: 'JDB', page: 'slot', form: 'document' },
  // Under maintenance: launch answers 6415.
  { code: 'MGDZ', name: 'MG电子', type: 'DZ', mark: 'MG', page: 'slot', form: 'document', maintenance: 1 },
  { code: 'JDBBY', name: 'JDB捕鱼', type: 'BY', mark: 'JDB', page: 'slot', form: 'document' },
  { code: 'KYBY', name: '开元捕鱼', type: 'BY', mark: '开元', page: 'slot', form: 'document' },
  { code: 'BGBY', name: 'BG捕鱼', type: 'BY', mark: 'BG', page: 'slot', form: 'document' },
];

export const categoryOfType = (type: VenueTypeCode): number => VENUE_CATEGORY[type];

/** Drawings of the game icons (venue-icons.ts). */
export const GAME_MOTIFS = ['coin', 'gem', 'flame', 'leaf', 'star', 'wave', 'crown', 'fish'] as const;
export type GameMotif = (typeof GAME_MOTIFS)[number];

interface Theme {
  zh: string;
  code: string;
  motif: GameMotif;
}

/** Slot themes × titles: the egame names ('财神宝藏', 'fortune-god-treasure'). */
const SLOT_THEMES: Theme[] = [
  { zh: '财神', code: 'fortune-god', motif: 'coin' },
  { zh: '龙凤', code: 'dragon-phoenix', motif: 'flame' },
  { zh: '金虎', code: 'golden-tiger', motif: 'crown' },
  { zh: '熊猫', code: 'panda', motif: 'leaf' },
  { zh: '锦鲤', code: 'koi', motif: 'fish' },
  { zh: '麒麟', code: 'qilin', motif: 'flame' },
  { zh: '凤凰', code: 'phoenix', motif: 'flame' },
  { zh: '招财猫', code: 'lucky-cat', motif: 'coin' },
  { zh: '福星', code: 'lucky-star', motif: 'star' },
  { zh: '海盗', code: 'pirate', motif: 'wave' },
  { zh: '埃及', code: 'egypt', motif: 'crown' },
  { zh: '罗马', code: 'rome', motif: 'crown' },
  { zh: '水果', code: 'fruit', motif: 'leaf' },
  { zh: '宝石', code: 'gem', motif: 'gem' },
  { zh: '钻石', code: 'diamond', motif: 'gem' },
  { zh: '糖果', code: 'candy', motif: 'star' },
  { zh: '足球', code: 'football', motif: 'star' },
  { zh: '功夫', code: 'kungfu', motif: 'flame' },
  { zh: '三国', code: 'three-kingdoms', motif: 'crown' },
  { zh: '西游', code: 'journey-west', motif: 'wave' },
];
const SLOT_TITLES: [zh: string, code: string][] = [
  ['传奇', 'legend'],
  ['宝藏', 'treasure'],
  ['狂欢', 'carnival'],
  ['爆富', 'jackpot'],
  ['连环', 'chain'],
  ['之夜', 'night'],
  ['大亨', 'tycoon'],
  ['秘境', 'secret'],
  ['争霸', 'battle'],
  ['派对', 'party'],
];

/** Fishing themes × titles ('龙王捕鱼', 'dragon-king-fishing'). */
const FISH_THEMES: Theme[] = [
  { zh: '龙王', code: 'dragon-king', motif: 'crown' },
  { zh: '深海', code: 'deep-sea', motif: 'wave' },
  { zh: '海王', code: 'sea-king', motif: 'fish' },
  { zh: '金蟾', code: 'golden-toad', motif: 'coin' },
  { zh: '大圣', code: 'monkey-king', motif: 'flame' },
  { zh: '财神', code: 'fortune-god', motif: 'coin' },
  { zh: '美人鱼', code: 'mermaid', motif: 'fish' },
  { zh: '鲨鱼', code: 'shark', motif: 'fish' },
  { zh: '海盗', code: 'pirate', motif: 'wave' },
  { zh: '水晶', code: 'crystal', motif: 'gem' },
];
const FISH_TITLES: [zh: string, code: string][] = [
  ['捕鱼', 'fishing'],
  ['猎手', 'hunter'],
  ['争霸', 'battle'],
  ['大亨', 'tycoon'],
  ['乐园', 'paradise'],
  ['宝藏', 'treasure'],
  ['狂欢', 'carnival'],
  ['传说', 'legend'],
];

/** How many games each venue with a game list has. */
const GAMES_PER_VENUE: Record<string, number> = { PGDZ: 36, CQ9DZ: 30, JDBDZ: 24, MGDZ: 24, JDBBY: 24, KYBY: 20, BGBY: 20 };

export interface CatalogueGame {
  enName: string;
  gameCode: string;
  name: string;
  motif: GameMotif;
  hot: boolean;
  new: boolean;
  sort: number;
}

function combos(themes: Theme[], titles: [string, string][]): { name: string; code: string; motif: GameMotif }[] {
  const out: { name: string; code: string; motif: GameMotif }[] = [];
  // Walk titles in the outer loop, themes in the inner: neighbours differ in theme.
  for (const [tz, tc] of titles) for (const t of themes) out.push({ name: t.zh + tz, code: `${t.code}-${tc}`, motif: t.motif });
  return out;
}

/**
 * Every game of the catalogue: each venue with a game list takes its own run of the theme ×
 * title combinations (no name twice across venues of a kind). The first five of a venue are
 * hot, the last three are new.
 */
export function catalogueGames(): CatalogueGame[] {
  const pools = { DZ: combos(SLOT_THEMES, SLOT_TITLES), BY: combos(FISH_THEMES, FISH_TITLES) };
  const used = { DZ: 0, BY: 0 };
  const games: CatalogueGame[] = [];
  for (const v of CATALOGUE_VENUES) {
    const count = GAMES_PER_VENUE[v.code];
    if (count === undefined || (v.type !== 'DZ' && v.type !== 'BY')) continue;
    const pool = pools[v.type];
    // A stride coprime to the pool size spreads each venue's games over the themes.
    const stride = 7;
    for (let i = 0; i < count; i++) {
      const g = pool[((used[v.type] + i) * stride) % pool.length];
      if (!g) continue;
      games.push({ enName: v.code, gameCode: g.code, name: g.name, motif: g.motif, hot: i < 5, new: i >= count - 3, sort: i + 1 });
    }
    used[v.type] += count;
  }
  return games;
}

export interface CataloguePool {
  enName: string;
  name: string;
  /** What the pool restarts from after a win. */
  seedFen: number;
  growthFenPerHour: number;
  /** One win per cycle, at a moment of the cycle drawn from the venue and the cycle's number. */
  cycleMs: number;
}

const HOUR = 3600_000;

/** Jackpots of the egame and fishing venues (getBonusPools). */
export const CATALOGUE_POOLS: readonly CataloguePool[] = [
  { enName: 'PGDZ', name: 'PG电子超级奖池', seedFen: 8_888_800, growthFenPerHour: 1_260_000, cycleMs: 6 * HOUR },
  { enName: 'CQ9DZ', name: 'CQ9电子幸运奖池', seedFen: 5_000_000, growthFenPerHour: 900_000, cycleMs: 4 * HOUR },
  { enName: 'JDBDZ', name: 'JDB电子累积奖池', seedFen: 3_000_000, growthFenPerHour: 720_000, cycleMs: 3 * HOUR },
  { enName: 'MGDZ', name: 'MG电子百万奖池', seedFen: 10_000_000, growthFenPerHour: 540_000, cycleMs: 12 * HOUR },
  { enName: 'JDBBY', name: 'JDB捕鱼龙王奖池', seedFen: 1_888_800, growthFenPerHour: 360_000, cycleMs: 2 * HOUR },
  { enName: 'KYBY', name: '开元捕鱼金蟾奖池', seedFen: 1_000_000, growthFenPerHour: 300_000, cycleMs: 3 * HOUR },
];

/** The moment every pool's cycles count from (site data: the catalogue's opening day). */
export const POOL_EPOCH = Date.UTC(2026, 0, 1);
