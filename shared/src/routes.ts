import { HOME_PATH } from './home-path';
import { routeMatches } from './route-match';
import type { RemoteName } from './remotes';

export interface RouteMeta {
  requiresAuth?: boolean;
  bindPhone?: boolean;
  ignoreCache?: boolean;
  /** Full width, no footer (local sport, sponsor). */
  hideFooter?: boolean;
  fullWidth?: boolean;
  hiddenFromMenu?: boolean;
  /** Leads to not-found when the site deposit flag is off. */
  depositOnly?: boolean;
  /** The sport venue page: venue data initialised, sport mode on (guard 4). */
  sportVenue?: boolean;
  /** Venue-list type code (spec §2): TY, ZR, QP, DJ, CP. */
  venueType?: 'TY' | 'ZR' | 'QP' | 'DJ' | 'CP';
}

export interface RouteDef {
  name: string;
  /** react-router path pattern. */
  path: string;
  owner: 'shell' | RemoteName;
  meta: RouteMeta;
}

/** What a remote is told about the page it is mounted for. */
export interface RouteMatch {
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

const auth = { requiresAuth: true } as const;
const phone = { requiresAuth: true, bindPhone: true } as const;

const ACTIVITY_PAGES = ['racePage', 'activityLandPage', 'firstDeposit', 'againDeposit', 'newTask', 'drawGift', 'signGift', 'bettingGift'] as const;
const activityName = (p: string) => (p === 'racePage' ? 'activityRacePage' : p === 'activityLandPage' ? 'activityLandPage' : p);

/** The full route table of spec §2. */
export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: HOME_PATH, owner: 'shell', meta: {} },
  { name: 'loading', path: '/loading', owner: 'shell', meta: { hiddenFromMenu: true } },
  { name: 'pgGame', path: '/pg/game', owner: 'mf_casino', meta: { hiddenFromMenu: true, hideFooter: true } },
  { name: 'dzGame', path: '/dz/game', owner: 'mf_casino', meta: { hiddenFromMenu: true, hideFooter: true } },
  { name: 'redirect', path: '/redirect', owner: 'shell', meta: { ...auth, hiddenFromMenu: true } },
  { name: 'redirectPath', path: '/redirect/*', owner: 'shell', meta: { ...auth, hiddenFromMenu: true } },
  { name: 'sport', path: '/game/sport', owner: 'mf_casino', meta: { venueType: 'TY' } },
  { name: 'realbet', path: '/game/realbet', owner: 'mf_casino', meta: { venueType: 'ZR' } },
  { name: 'chess', path: '/game/chess', owner: 'mf_casino', meta: { venueType: 'QP' } },
  { name: 'gaming', path: '/game/gaming', owner: 'mf_casino', meta: { venueType: 'DJ' } },
  { name: 'lottery', path: '/game/lottery', owner: 'mf_casino', meta: { venueType: 'CP' } },
  { name: 'egame', path: '/game/egame', owner: 'mf_casino', meta: {} },
  { name: 'fishing', path: '/game/fishing', owner: 'mf_casino', meta: {} },
  { name: 'venture', path: '/game/venture', owner: 'mf_casino', meta: {} },
  { name: 'game', path: '/game/:info', owner: 'mf_casino', meta: { ...auth, hideFooter: true } },
  {
    name: 'localSport',
    path: '/game/sport/:enName',
    owner: 'mf_sports',
    meta: { ...auth, fullWidth: true, hideFooter: true, sportVenue: true, ignoreCache: true },
  },
  // A booking code's link (投注码): open to guests, it loads the code's legs into the bet slip.
  { name: 'bookingCode', path: '/sport/code/:code', owner: 'mf_sports', meta: { hiddenFromMenu: true } },
  { name: 'agent', path: '/agent', owner: 'mf_activity', meta: {} },
  { name: 'sponsor', path: '/sponsor', owner: 'mf_activity', meta: { hideFooter: true } },
  { name: 'appdownload', path: '/download', owner: 'mf_activity', meta: {} },
  { name: 'discount', path: '/activity/discount', owner: 'mf_activity', meta: {} },
  ...ACTIVITY_PAGES.map((p): RouteDef => ({ name: activityName(p), path: `/activity/${p}/:id`, owner: 'mf_activity', meta: {} })),
  { name: 'friendInvitation', path: '/activity/friendInvitation', owner: 'mf_activity', meta: {} },
  // Member centre: all auth; * entries also need a bound phone.
  { name: 'userinfo', path: '/mine/userinfo', owner: 'mf_member', meta: auth },
  { name: 'auth', path: '/mine/auth', owner: 'mf_member', meta: auth },
  { name: 'virtualCoinCard', path: '/mine/virtualCoinCard', owner: 'mf_member', meta: phone },
  { name: 'alipayManage', path: '/mine/alipayManage', owner: 'mf_member', meta: phone },
  { name: 'accountManage', path: '/mine/accountManage/:id', owner: 'mf_member', meta: phone },
  { name: 'addBankCard', path: '/mine/addBankCard', owner: 'mf_member', meta: phone },
  { name: 'introTutorial', path: '/mine/introTutorial', owner: 'mf_member', meta: auth },
  { name: 'exchange', path: '/mine/exchange', owner: 'mf_member', meta: auth },
  { name: 'vip', path: '/mine/vip', owner: 'mf_member', meta: auth },
  { name: 'vipDetail', path: '/mine/vip/detail', owner: 'mf_member', meta: auth },
  { name: 'welfare', path: '/mine/welfare', owner: 'mf_member', meta: auth },
  { name: 'wallet', path: '/mine/wallet', owner: 'mf_member', meta: auth },
  { name: 'transRecord', path: '/mine/transRecord', owner: 'mf_member', meta: auth },
  { name: 'betRecord', path: '/mine/betRecord', owner: 'mf_member', meta: auth },
  { name: 'giftRecord', path: '/mine/giftRecord', owner: 'mf_member', meta: auth },
  { name: 'message', path: '/mine/message', owner: 'mf_member', meta: auth },
  { name: 'feedback', path: '/mine/feedback', owner: 'mf_member', meta: auth },
  { name: 'feedbackList', path: '/mine/feedbackList', owner: 'mf_member', meta: auth },
  { name: 'savemoney', path: '/mine/savemoney', owner: 'mf_member', meta: { ...auth, depositOnly: true, ignoreCache: true } },
  { name: 'transfermoney', path: '/mine/transfermoney', owner: 'mf_member', meta: { ...auth, ignoreCache: true } },
  { name: 'takemoney', path: '/mine/takemoney', owner: 'mf_member', meta: { ...auth, ignoreCache: true } },
  { name: 'rechargeWait', path: '/mine/rechargeWait', owner: 'mf_member', meta: { ...auth, hiddenFromMenu: true } },
  { name: 'transferWait', path: '/mine/transferWait', owner: 'mf_member', meta: { ...auth, hiddenFromMenu: true } },
  { name: 'virtualCoinWait', path: '/mine/virtualCoinWait', owner: 'mf_member', meta: { ...auth, hiddenFromMenu: true } },
  { name: 'huione', path: '/mine/huione', owner: 'mf_member', meta: { ...auth, hiddenFromMenu: true } },
  { name: 'xnbsk', path: '/mine/xnbsk', owner: 'mf_member', meta: { ...auth, hiddenFromMenu: true } },
  // Responsible gambling (deposit limits, reality check, time-out, self-exclusion): linked from home and the deposit page.
  { name: 'responsible', path: '/mine/responsible', owner: 'mf_member', meta: auth },
  // Help centre (public); /app/help/ck is a deposit page.
  { name: 'help', path: '/app/help', owner: 'mf_help', meta: {} },
  { name: 'helpTopic', path: '/app/help/:topic', owner: 'mf_help', meta: {} },
];

/** Named destinations that are not pages: 'login' opens the auth dialog. */
export const DIALOG_DESTINATIONS = ['login', 'register'] as const;

/** Help topics of spec §2, in menu order. */
export const HELP_TOPICS = [
  'kh',
  'ck',
  'qk',
  'zz',
  'yhgz',
  'tjllq',
  'xnbcqkjc',
  'tytzjc',
  'tysstqth',
  'fjcjc',
  'rqgl',
  'dxqgl',
  'cpwt',
  'dzjj',
  'tywt',
  'zrwt',
  'qtwt',
  'bczr',
  'gywm',
  'gztk',
  'hzhb',
  'ysgz',
  'zxkf',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];
/** Deposit pages: not found when the site deposit flag is off (guard 3). */
export const DEPOSIT_PATHS = ['/mine/savemoney', '/app/help/ck'] as const;

/**
 * Whether a link to `path` is shown: with the site deposit flag off (flags.siteDeposit === false) the deposit pages
 * are not found, so nothing links to them (menu, home, the member centre's tabs). Before preInfo answers (undefined)
 * the links are shown, like the guard that lets the pages through.
 */
export function shownWithDepositFlag(path: string, siteDeposit: boolean | undefined): boolean {
  if (siteDeposit !== false) return true;
  const clean = path.replace(/\/+$/, '') || '/';
  return !(DEPOSIT_PATHS as readonly string[]).includes(clean);
}
/** The agent programme's pages: not found while the site flag hideAgent is on (spec §6). */
export const AGENT_PATHS = ['/agent'] as const;

/** Page-section identifiers of the main menu (spec §2) and the route each opens. */
export const MENU_SECTIONS: readonly { section: string; route: string }[] = [
  { section: 'home', route: 'home' },
  { section: 'sport', route: 'sport' },
  { section: 'realbet', route: 'realbet' },
  { section: 'chess', route: 'chess' },
  { section: 'gaming', route: 'gaming' },
  { section: 'lottery', route: 'lottery' },
  { section: 'egame', route: 'egame' },
  { section: 'fish', route: 'fishing' },
  { section: 'venture', route: 'venture' },
  { section: 'sponsor', route: 'sponsor' },
  { section: 'discount', route: 'discount' },
  { section: 'app', route: 'appdownload' },
  { section: 'customer', route: 'helpTopic:zxkf' },
  { section: 'save_money', route: 'savemoney' },
  { section: 'transfer_money', route: 'transfermoney' },
  { section: 'take_money', route: 'takemoney' },
  { section: 'profile', route: 'userinfo' },
  { section: 'vip', route: 'vip' },
  { section: 'Welfare', route: 'welfare' },
  { section: 'bet_record', route: 'betRecord' },
  { section: 'trade_record', route: 'transRecord' },
  { section: 'message', route: 'message' },
];

/** The remote that serves a path (the first route of the table that matches it), or undefined (shell pages, unknown paths). */
export function remoteOfPath(pathname: string, routes: readonly RouteDef[] = ROUTES): RemoteName | undefined {
  const def = routeOfPath(pathname, routes);
  return def === undefined || def.owner === 'shell' ? undefined : def.owner;
}

/** The route of a path: the first of the table that matches it (as the shell's router picks it), or undefined. */
export function routeOfPath(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  return routes.find((r) => routeMatches(r.path, pathname));
}

/**
 * The federation expose that renders a remote's pages: every remote with pages exposes it as './app' (the
 * kit's map names it per remote; the api preloads it for the page being opened).
 */
export const PAGES_EXPOSE_KEY = 'app';

export function findRoute(name: string): RouteDef | undefined {
  return ROUTES.find((r) => r.name === name);
}

/** Builds a path from a route name and params; unknown names give null. */
export function buildPath(name: string, params: Record<string, string | number> = {}): string | null {
  const route = findRoute(name);
  if (!route) return null;
  return route.path
    .replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(params[key] ?? '')))
    .replace('/*', params['*'] !== undefined ? `/${String(params['*'])}` : '');
}
