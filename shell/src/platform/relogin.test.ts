/** @jest-environment jsdom */
import { AuthMode, type SiteEventName } from '@site/shared';
import { createBus } from './bus';
import { createRelogin, RELOGIN_DEDUPE_MS } from './relogin';

function setup(token: string) {
  const bus = createBus();
  const events: { type: SiteEventName; payload: unknown }[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const state = { token };
  const deps = {
    bus,
    hadToken: () => state.token !== '',
    logoutLocally: jest.fn(() => {
      state.token = '';
    }),
    goHome: jest.fn(),
    openLogin: jest.fn(() => bus.emit('auth:login', { mode: AuthMode.LOGIN })),
    toast: jest.fn(),
    message: () => '请重新登录',
    now: jest.fn(() => 1000),
  };
  return { run: createRelogin(deps), deps, events, state };
}

beforeEach(() => localStorage.clear());

describe('login-expired flow (spec §4)', () => {
  it('clears DD_ caches, logs out, emits login-expired, goes home, opens login and says 请重新登录', () => {
    localStorage.setItem('DD_banks', '{"d":1,"v":1}');
    localStorage.setItem('edition', 'classic');
    const { run, deps, events } = setup('tok');
    run();
    expect(localStorage.getItem('DD_banks')).toBeNull();
    expect(localStorage.getItem('edition')).toBe('classic');
    expect(deps.logoutLocally).toHaveBeenCalled();
    expect(events).toEqual([
      { type: 'auth:login-expired', payload: { hadToken: true } },
      { type: 'auth:login', payload: { mode: 1 } },
    ]);
    expect(deps.goHome).toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledWith('请重新登录');
  });
  it('does not say 请重新登录 when no token existed', () => {
    const { run, deps, events } = setup('');
    run();
    expect(deps.toast).not.toHaveBeenCalled();
    expect(events[0]).toEqual({ type: 'auth:login-expired', payload: { hadToken: false } });
  });
  it('runs once when several calls answer 6001 together', () => {
    const { run, deps, events } = setup('tok');
    run();
    run();
    run();
    expect(deps.goHome).toHaveBeenCalledTimes(1);
    expect(events.filter((e) => e.type === 'auth:login')).toHaveLength(1);
  });
  it('says it has just run for two seconds, so a guard does not add 请先登录账号 to 请重新登录', () => {
    const { run, deps } = setup('tok');
    expect(run.expiredRecently()).toBe(false);
    run();
    expect(run.expiredRecently()).toBe(true);
    deps.now.mockReturnValue(1000 + RELOGIN_DEDUPE_MS);
    expect(run.expiredRecently()).toBe(false);
  });
});
