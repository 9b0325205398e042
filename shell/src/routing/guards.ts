import { AGENT_PATHS, DEPOSIT_PATHS, venueOffered, type RouteDef } from '@site/shared';

/** What a guard decides: go on to the next guard, send elsewhere, or show not-found. */
export type GuardResult = { kind: 'next' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

export interface GuardTarget {
  def: RouteDef;
  pathname: string;
  params: Record<string, string>;
}

/** What the guards read and do; the platform provides it (tests give their own). */
export interface GuardEnv {
  isLoggedIn(): boolean;
  loadUserInfo(): Promise<unknown>;
  logoutLocally(): void;
  user(): { bindPhone: boolean; bindRealName: boolean } | null;
  /** A bottom warning toast. */
  warn(message: string): void;
  loginFirstMessage(): string;
  /** The login-expired flow has just run: the player was told '请重新登录' and the login dialog opened. */
  sessionJustExpired(): boolean;
  refreshBalance(): Promise<void>;
  /** flags.siteDeposit, undefined before preInfo answered. */
  siteDeposit(): boolean | undefined;
  /** flags.hideAgent, undefined before preInfo answered. */
  hideAgent(): boolean | undefined;
  /** flags.selfRunSport, undefined before preInfo answered. */
  selfRunSport(): boolean | undefined;
  enterSportVenue(enName: string): void;
  leaveSportVenue(): void;
}

const NEXT: GuardResult = { kind: 'next' };
const HOME = '/home';
export const BIND_PHONE_PAGE = '/mine/auth';

/**
 * Guard 1: a member's info is loaded (failure → local logout, home); a guest on a route that
 * requires auth gets the bottom warning '请先登录账号，才能了解更多' (unless the session has just
 * expired and '请重新登录' said it) and goes home.
 */
export async function authGuard(target: GuardTarget, env: GuardEnv): Promise<GuardResult> {
  if (env.isLoggedIn()) {
    try {
      await env.loadUserInfo();
      return NEXT;
    } catch {
      env.logoutLocally();
      return { kind: 'redirect', to: HOME };
    }
  }
  if (target.def.meta.requiresAuth) {
    // One message: after an expired token the relogin flow's '请重新登录' already says it.
    if (!env.sessionJustExpired()) env.warn(env.loginFirstMessage());
    return { kind: 'redirect', to: HOME };
  }
  return NEXT;
}

/** Guard 2: bindPhone routes need both a bound phone and a bound real name, else /mine/auth. */
export function bindPhoneGuard(target: GuardTarget, env: GuardEnv): GuardResult {
  if (!target.def.meta.bindPhone) return NEXT;
  const user = env.user();
  return user && user.bindPhone && user.bindRealName ? NEXT : { kind: 'redirect', to: BIND_PHONE_PAGE };
}

const cleanPath = (target: GuardTarget) => target.pathname.replace(/\/+$/, '') || '/';

export function isDepositPage(target: GuardTarget): boolean {
  return target.def.meta.depositOnly === true || (DEPOSIT_PATHS as readonly string[]).includes(cleanPath(target));
}

/**
 * Pages a site flag turns off (spec §6), as a table: while `off` says so, the page is not found
 * (and nothing links to it). Before preInfo answers, every page is let through.
 */
const FLAG_OFF_PAGES: readonly { isPage(target: GuardTarget): boolean; off(env: GuardEnv, target: GuardTarget): boolean }[] = [
  { isPage: isDepositPage, off: (env) => env.siteDeposit() === false },
  { isPage: (target) => (AGENT_PATHS as readonly string[]).includes(cleanPath(target)), off: (env) => env.hideAgent() === true },
  {
    isPage: (target) => target.def.meta.sportVenue === true,
    off: (env, target) => !venueOffered(target.params.enName ?? '', { selfRunSport: env.selfRunSport() ?? true }),
  },
];

/**
 * Guard 3's call: a member's balance refreshed on every navigation. It needs nothing guard 1 loads, so
 * runGuards asks for it when the navigation starts, beside member info, not once member info has come.
 */
export function refreshBalanceOnNavigation(env: GuardEnv): void {
  if (env.isLoggedIn()) {
    env.refreshBalance().catch((e: unknown) => console.error('[guard] balance refresh failed', e));
  }
}

/**
 * Guard 3: deposit pages are not found when the site deposit flag is off (and the agent pages with hideAgent on, the
 * self-run sport's page with selfRunSport off); its balance refresh is refreshBalanceOnNavigation.
 */
export function balanceAndDepositGuard(target: GuardTarget, env: GuardEnv): GuardResult {
  return FLAG_OFF_PAGES.some((row) => row.isPage(target) && row.off(env, target)) ? { kind: 'notFound' } : NEXT;
}

/** Guard 4: the sport venue page initialises its venue and turns sport mode on; elsewhere the theme follows the edition. */
export function sportVenueGuard(target: GuardTarget, env: GuardEnv): GuardResult {
  if (target.def.meta.sportVenue) env.enterSportVenue(target.params.enName ?? '');
  else env.leaveSportVenue();
  return NEXT;
}

export type Guard = (target: GuardTarget, env: GuardEnv) => GuardResult | Promise<GuardResult>;
/** The guards of spec §2, in order. */
export const GUARDS: readonly Guard[] = [authGuard, bindPhoneGuard, balanceAndDepositGuard, sportVenueGuard];

/**
 * Runs the guards in order; the first that does not say 'next' decides. Guard 3's balance refresh, which no
 * decision waits for, is asked for first: it goes out beside guard 1's member info.
 */
export async function runGuards(target: GuardTarget, env: GuardEnv, guards: readonly Guard[] = GUARDS): Promise<GuardResult> {
  if (guards.includes(balanceAndDepositGuard)) refreshBalanceOnNavigation(env);
  for (const guard of guards) {
    const result = await guard(target, env);
    if (result.kind !== 'next') return result;
  }
  return NEXT;
}
