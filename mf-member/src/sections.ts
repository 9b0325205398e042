import type { ComponentType } from 'react';
import { routeOfPath, type MountProps } from '@site/shared';
import { askProfile } from './features/userinfo/profile-calls';

/**
 * One section of the member centre (a feature folder: the profile, the wallet, the cards, …): its page in a
 * chunk of its own, loaded the first time one of its routes opens. A member opening /mine/userinfo evaluates
 * the profile's code, not every member page's (the pages chunk was 53 KB gzip and one long task on a phone).
 * The pages of one feature folder share its chunk (webpackChunkName: the folder). A chunk is asked for at high
 * priority: it loads when its page opens, and that page waits for it (the first-load plan's member-sections-high,
 * shared/src/first-load-plan.ts, which the build applies to this remote's dynamic imports).
 */
export interface Section {
  /** The section's name (SectionView is keyed by it). */
  readonly name: string;
  /** The page once its chunk is in (null before): it then renders at once, with no loading step. */
  loaded(): ComponentType | null;
  /** Loads the chunk (once; a chunk that did not come is asked for again by the next call). */
  load(): Promise<ComponentType>;
  /**
   * The page's calls asked ahead, asked for beside the chunk when the section first opens (calls-ahead.ts): a
   * page whose content is its calls' answers (the profile's avatar) does not wait for the chunk, then for them.
   */
  callsAhead?(platform: MountProps): unknown;
}

function section(name: string, importPage: () => Promise<ComponentType>, callsAhead?: Section['callsAhead']): Section {
  let page: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  return {
    name,
    callsAhead,
    loaded: () => page,
    load: () =>
      (loading ??= importPage().then(
        (loadedPage) => (page = loadedPage),
        (e: unknown) => {
          loading = null;
          throw e;
        },
      )),
  };
}

const wallet = section('wallet', () => import(/* webpackChunkName: "wallet" */ './features/wallet/WalletPage').then((m) => m.WalletPage));
const transfer = section('transfer', () => import(/* webpackChunkName: "transfermoney" */ './features/transfermoney/TransferPage').then((m) => m.TransferPage));
const betRecord = section('betRecord', () => import(/* webpackChunkName: "betRecord" */ './features/betRecord/BetRecordPage').then((m) => m.BetRecordPage));
const deposit = section('deposit', () => import(/* webpackChunkName: "savemoney" */ './features/savemoney/SaveMoneyPage').then((m) => m.SaveMoneyPage));
const depositWait = section('depositWait', () =>
  import(/* webpackChunkName: "savemoney" */ './features/savemoney/DepositWaitPage').then((m) => m.DepositWaitPage),
);
const withdraw = section('withdraw', () => import(/* webpackChunkName: "takemoney" */ './features/takemoney/TakeMoneyPage').then((m) => m.TakeMoneyPage));
const transRecord = section('transRecord', () =>
  import(/* webpackChunkName: "transRecord" */ './features/records/TransRecordPage').then((m) => m.TransRecordPage),
);
const responsible = section('responsible', () =>
  import(/* webpackChunkName: "responsible" */ './features/responsible/ResponsiblePage').then((m) => m.ResponsiblePage),
);
const cards = section('cards', () => import(/* webpackChunkName: "cards" */ './features/cards/CardsPage').then((m) => m.CardsPage));
const profile = section(
  'profile',
  () => import(/* webpackChunkName: "userinfo" */ './features/userinfo/UserInfoPage').then((m) => m.UserInfoPage),
  (platform) => askProfile(platform),
);
const security = section('security', () => import(/* webpackChunkName: "auth" */ './features/auth/AuthPage').then((m) => m.AuthPage));
const message = section('message', () => import(/* webpackChunkName: "message" */ './features/message/MessagePage').then((m) => m.MessagePage));
const feedback = section('feedback', () => import(/* webpackChunkName: "feedback" */ './features/feedback/FeedbackPage').then((m) => m.FeedbackPage));
const feedbackList = section('feedbackList', () =>
  import(/* webpackChunkName: "feedback" */ './features/feedback/FeedbackListPage').then((m) => m.FeedbackListPage),
);
const vip = section('vip', () => import(/* webpackChunkName: "vip" */ './features/vip/VipPage').then((m) => m.VipPage));
const vipDetail = section('vipDetail', () => import(/* webpackChunkName: "vip" */ './features/vip/VipDetailPage').then((m) => m.VipDetailPage));
const welfare = section('welfare', () => import(/* webpackChunkName: "welfare" */ './features/welfare/WelfarePage').then((m) => m.WelfarePage));
const exchange = section('exchange', () => import(/* webpackChunkName: "exchange" */ './features/exchange/ExchangePage').then((m) => m.ExchangePage));
const giftRecord = section('giftRecord', () =>
  import(/* webpackChunkName: "giftRecord" */ './features/giftRecord/GiftRecordPage').then((m) => m.GiftRecordPage),
);
const tutorial = section('tutorial', () =>
  import(/* webpackChunkName: "introTutorial" */ './features/introTutorial/IntroTutorialPage').then((m) => m.IntroTutorialPage),
);

/** The member centre's routes (spec §2, /mine/*) and the section that shows each. */
export const SECTION_OF_ROUTE: Readonly<Record<string, Section>> = {
  wallet,
  transfermoney: transfer,
  betRecord,
  savemoney: deposit,
  rechargeWait: depositWait,
  transferWait: depositWait,
  virtualCoinWait: depositWait,
  huione: depositWait,
  xnbsk: depositWait,
  takemoney: withdraw,
  transRecord,
  responsible,
  addBankCard: cards,
  accountManage: cards,
  alipayManage: cards,
  virtualCoinCard: cards,
  userinfo: profile,
  auth: security,
  message,
  feedback,
  feedbackList,
  vip,
  vipDetail,
  welfare,
  exchange,
  giftRecord,
  introTutorial: tutorial,
};

/** The section of a route, or undefined for a route this remote does not know (its not-open panel). */
export const sectionOf = (routeName: string): Section | undefined => (Object.hasOwn(SECTION_OF_ROUTE, routeName) ? SECTION_OF_ROUTE[routeName] : undefined);

/**
 * The section of the page being opened, asked for as the pages module is evaluated (App.tsx): the shell loads
 * the pages module of a member's first page while its route guards wait for member info, so the section's chunk
 * comes during that wait instead of once the guards have passed. Nothing for a path that is not a section's; a
 * chunk that does not come is asked for again when the page renders (Section.load).
 */
export function loadSectionOf(pathname: string): void {
  const route = routeOfPath(pathname);
  const section = route ? sectionOf(route.name) : undefined;
  section?.load().catch(() => undefined);
}
