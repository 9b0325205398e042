import { AuthMode, PASSWORD_CHANGED_DELAY_MS } from '@site/shared';
import { createBus } from './bus';
import { watchPasswordChanged } from './password-changed';

function setup() {
  const bus = createBus();
  const logins: unknown[] = [];
  bus.subscribe('auth:login', (e) => logins.push(e));
  const deps = { bus, logout: jest.fn(async () => undefined), goHome: jest.fn() };
  const stop = watchPasswordChanged(deps);
  return { bus, deps, logins, stop };
}

/** Lets the logout promise settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('after a password change (spec §4, §9): one timer, owned by the shell', () => {
  it('logs out, goes home and opens login once 3 s have passed', async () => {
    const { bus, deps, logins } = setup();
    bus.emit('auth:password-changed', {});
    jest.advanceTimersByTime(PASSWORD_CHANGED_DELAY_MS - 1);
    expect(deps.logout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(deps.goHome).toHaveBeenCalledTimes(1);
    expect(logins).toEqual([{ mode: AuthMode.LOGIN }]);
  });

  it('a second change restarts the one timer instead of adding another', async () => {
    const { bus, deps } = setup();
    bus.emit('auth:password-changed', {});
    jest.advanceTimersByTime(2000);
    bus.emit('auth:password-changed', {});
    jest.advanceTimersByTime(PASSWORD_CHANGED_DELAY_MS);
    await settle();
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('a login before the 3 s cancels it, and so does stopping the watch', async () => {
    const first = setup();
    first.bus.emit('auth:password-changed', {});
    first.bus.emit('auth:login-success', { userId: 'u1' });
    const second = setup();
    second.bus.emit('auth:password-changed', {});
    second.stop();
    jest.advanceTimersByTime(PASSWORD_CHANGED_DELAY_MS * 2);
    await settle();
    expect(first.deps.logout).not.toHaveBeenCalled();
    expect(second.deps.logout).not.toHaveBeenCalled();
  });
});
