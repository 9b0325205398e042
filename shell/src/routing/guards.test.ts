import { findRoute, type RouteDef } from '@site/shared';
import { authGuard, balanceAndDepositGuard, bindPhoneGuard, GUARDS, runGuards, sportVenueGuard, type GuardEnv, type GuardTarget } from './guards';

function env(over: Partial<GuardEnv> = {}): jest.Mocked<GuardEnv> {
  return {
    isLoggedIn: jest.fn(() => false),
    loadUserInfo: jest.fn(async () => ({})),
    logoutLocally: jest.fn(),
    user: jest.fn(() => null),
    warn: jest.fn(),
    loginFirstMessage: jest.fn(() => '请先登录账号，才能了解更多'),
    sessionJustExpired: jest.fn(() => false),
    refreshBalance: jest.fn(async () => undefined),
    siteDeposit: jest.fn(() => true),
    hideAgent: jest.fn(() => false),
    selfRunSport: jest.fn(() => true),
    enterSportVenue: jest.fn(),
    leaveSportVenue: jest.fn(),
    ...over,
  } as jest.Mocked<GuardEnv>;
}
const target = (name: string, pathname: string, params: Record<string, string> = {}): GuardTarget => ({ def: findRoute(name) as RouteDef, pathname, params });

describe('guard 1: auth', () => {
  it('loads member info for a logged-in member', async () => {
    const e = env({ isLoggedIn: jest.fn(() => true) });
    await expect(authGuard(target('userinfo', '/mine/userinfo'), e)).resolves.toEqual({ kind: 'next' });
    expect(e.loadUserInfo).toHaveBeenCalled();
  });
  it('logs out locally and goes home when member info fails', async () => {
    const e = env({
      isLoggedIn: jest.fn(() => true),
      loadUserInfo: jest.fn(async () => {
        throw new Error('6001');
      }),
    });
    await expect(authGuard(target('home', '/home'), e)).resolves.toEqual({ kind: 'redirect', to: '/home' });
    expect(e.logoutLocally).toHaveBeenCalled();
  });
  it('sends a guest away from an auth route with the bottom warning', async () => {
    const e = env();
    await expect(authGuard(target('userinfo', '/mine/userinfo'), e)).resolves.toEqual({ kind: 'redirect', to: '/home' });
    expect(e.warn).toHaveBeenCalledWith('请先登录账号，才能了解更多');
  });
  it('adds no second message when the session has just expired (请重新登录 said it)', async () => {
    const e = env({ sessionJustExpired: jest.fn(() => true) });
    await expect(authGuard(target('userinfo', '/mine/userinfo'), e)).resolves.toEqual({ kind: 'redirect', to: '/home' });
    expect(e.warn).not.toHaveBeenCalled();
  });
  it('lets a guest open a public route', async () => {
    const e = env();
    await expect(authGuard(target('discount', '/activity/discount'), e)).resolves.toEqual({ kind: 'next' });
    expect(e.warn).not.toHaveBeenCalled();
    expect(e.loadUserInfo).not.toHaveBeenCalled();
  });
});

describe('guard 2: bind phone', () => {
  const both = { bindPhone: true, bindRealName: true };
  it('lets through when phone and real name are bound', () => {
    expect(bindPhoneGuard(target('addBankCard', '/mine/addBankCard'), env({ user: jest.fn(() => both) }))).toEqual({ kind: 'next' });
  });
  it.each([[{ bindPhone: false, bindRealName: true }], [{ bindPhone: true, bindRealName: false }], [null]])('sends %p to /mine/auth', (user) => {
    expect(bindPhoneGuard(target('addBankCard', '/mine/addBankCard'), env({ user: jest.fn(() => user) }))).toEqual({ kind: 'redirect', to: '/mine/auth' });
  });
  it('ignores routes without the flag', () => {
    expect(bindPhoneGuard(target('userinfo', '/mine/userinfo'), env())).toEqual({ kind: 'next' });
  });
});

describe('guard 3: balance and deposit pages', () => {
  it('refreshes the balance of a member on every navigation', async () => {
    const e = env({ isLoggedIn: jest.fn(() => true) });
    await runGuards(target('home', '/home'), e);
    await runGuards(target('vip', '/mine/vip'), e);
    expect(e.refreshBalance).toHaveBeenCalledTimes(2);
  });
  it('asks for the balance beside member info, not once member info has come', async () => {
    let infoCame: () => void = () => undefined;
    const e = env({ isLoggedIn: jest.fn(() => true), loadUserInfo: jest.fn(() => new Promise<unknown>((resolve) => (infoCame = () => resolve({})))) });
    const decided = runGuards(target('vip', '/mine/vip'), e);
    expect(e.loadUserInfo).toHaveBeenCalled();
    expect(e.refreshBalance).toHaveBeenCalled();
    infoCame();
    await expect(decided).resolves.toEqual({ kind: 'next' });
  });
  it('a guest asks for no balance', async () => {
    const e = env();
    await runGuards(target('home', '/home'), e);
    expect(e.refreshBalance).not.toHaveBeenCalled();
  });
  it('a failing refresh does not stop the navigation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const e = env({
      isLoggedIn: jest.fn(() => true),
      refreshBalance: jest.fn(async () => {
        throw new Error('x');
      }),
    });
    await expect(runGuards(target('home', '/home'), e)).resolves.toEqual({ kind: 'next' });
  });
  it('deposit pages are not found when the site deposit flag is off', () => {
    const off = env({ siteDeposit: jest.fn(() => false) });
    expect(balanceAndDepositGuard(target('savemoney', '/mine/savemoney'), off)).toEqual({ kind: 'notFound' });
    expect(balanceAndDepositGuard(target('helpTopic', '/app/help/ck', { topic: 'ck' }), off)).toEqual({ kind: 'notFound' });
    expect(balanceAndDepositGuard(target('helpTopic', '/app/help/ck/', { topic: 'ck' }), off)).toEqual({ kind: 'notFound' });
    expect(balanceAndDepositGuard(target('helpTopic', '/app/help/qk', { topic: 'qk' }), off)).toEqual({ kind: 'next' });
  });
  it('deposit pages open when the flag is on or not known yet', () => {
    expect(balanceAndDepositGuard(target('savemoney', '/mine/savemoney'), env())).toEqual({ kind: 'next' });
    expect(balanceAndDepositGuard(target('savemoney', '/mine/savemoney'), env({ siteDeposit: jest.fn(() => undefined) }))).toEqual({ kind: 'next' });
  });
  it('the agent page is not found while hideAgent is on, and only then', () => {
    const hidden = env({ hideAgent: jest.fn(() => true) });
    expect(balanceAndDepositGuard(target('agent', '/agent'), hidden)).toEqual({ kind: 'notFound' });
    expect(balanceAndDepositGuard(target('agent', '/agent/'), hidden)).toEqual({ kind: 'notFound' });
    expect(balanceAndDepositGuard(target('home', '/home'), hidden)).toEqual({ kind: 'next' });
    expect(balanceAndDepositGuard(target('agent', '/agent'), env())).toEqual({ kind: 'next' });
    expect(balanceAndDepositGuard(target('agent', '/agent'), env({ hideAgent: jest.fn(() => undefined) }))).toEqual({ kind: 'next' });
  });
  it("the self-run sport's page is not found while selfRunSport is off; other sport venues and an unknown flag open", () => {
    const off = env({ selfRunSport: jest.fn(() => false) });
    expect(balanceAndDepositGuard(target('localSport', '/game/sport/crty', { enName: 'crty' }), off)).toEqual({ kind: 'notFound' });
    expect(balanceAndDepositGuard(target('localSport', '/game/sport/XMTY', { enName: 'XMTY' }), off)).toEqual({ kind: 'next' });
    expect(balanceAndDepositGuard(target('localSport', '/game/sport/crty', { enName: 'crty' }), env())).toEqual({ kind: 'next' });
    const unknown = env({ selfRunSport: jest.fn(() => undefined) });
    expect(balanceAndDepositGuard(target('localSport', '/game/sport/crty', { enName: 'crty' }), unknown)).toEqual({ kind: 'next' });
  });
});

describe('guard 4: sport venue', () => {
  it('initialises the venue and turns sport mode on', () => {
    const e = env();
    sportVenueGuard(target('localSport', '/game/sport/crty', { enName: 'crty' }), e);
    expect(e.enterSportVenue).toHaveBeenCalledWith('crty');
    expect(e.leaveSportVenue).not.toHaveBeenCalled();
  });
  it('elsewhere the theme follows the edition (sport mode off)', () => {
    const e = env();
    sportVenueGuard(target('home', '/home'), e);
    expect(e.leaveSportVenue).toHaveBeenCalled();
  });
});

describe('runGuards', () => {
  it('runs the four guards in spec order', () => {
    expect(GUARDS.map((g) => g.name)).toEqual(['authGuard', 'bindPhoneGuard', 'balanceAndDepositGuard', 'sportVenueGuard']);
  });
  it('stops at the first guard that decides', async () => {
    const e = env();
    await expect(runGuards(target('savemoney', '/mine/savemoney'), e)).resolves.toEqual({ kind: 'redirect', to: '/home' });
    expect(e.leaveSportVenue).not.toHaveBeenCalled();
  });
  it('a member with binding reaches the page', async () => {
    const e = env({ isLoggedIn: jest.fn(() => true), user: jest.fn(() => ({ bindPhone: true, bindRealName: true })) });
    await expect(runGuards(target('addBankCard', '/mine/addBankCard'), e)).resolves.toEqual({ kind: 'next' });
    expect(e.refreshBalance).toHaveBeenCalled();
    expect(e.leaveSportVenue).toHaveBeenCalled();
  });
});
