/** @jest-environment jsdom */
import { AuthMode } from '@site/shared';
import { createBus } from './bus';
import { createNavigator } from './navigator';

function setup(mounted = true) {
  const bus = createBus();
  const nav = jest.fn();
  let ready = mounted;
  const navigator = createNavigator(bus, () => (ready ? nav : null));
  return { bus, nav, navigator, mount: () => (ready = true) };
}

describe('navigate.query: a remote sub-page in the route query', () => {
  it('keeps the current path and sets the query, as a new history entry', () => {
    window.history.replaceState(null, '', '/sport/crty?tab=all');
    const { nav, navigator } = setup();
    navigator.query({ tab: 'live', page: '2' });
    expect(nav).toHaveBeenCalledWith('/sport/crty?tab=live&page=2', { replace: false });
  });
  it('replaces the entry when asked (typing in a filter), and an empty query clears it', () => {
    window.history.replaceState(null, '', '/mine/records?q=a');
    const { nav, navigator } = setup();
    navigator.query({ q: 'ab' }, { replace: true });
    expect(nav).toHaveBeenLastCalledWith('/mine/records?q=ab', { replace: true });
    navigator.query({});
    expect(nav).toHaveBeenLastCalledWith('/mine/records', { replace: false });
  });
  it('waits for the router when it is not mounted yet', () => {
    window.history.replaceState(null, '', '/app/help/kh');
    const { nav, navigator, mount } = setup(false);
    navigator.query({ tab: 'x' }, { replace: true });
    expect(nav).not.toHaveBeenCalled();
    mount();
    navigator.flushPending();
    expect(nav).toHaveBeenCalledWith('/app/help/kh?tab=x', { replace: true });
  });
  it('opens the dialog destinations by their auth mode', () => {
    const { bus, navigator } = setup();
    const modes: unknown[] = [];
    bus.subscribe('auth:login', (e) => modes.push(e.mode));
    navigator.to({ name: 'register' });
    navigator.to({ name: 'login' });
    expect(modes).toEqual([AuthMode.REGISTER, AuthMode.LOGIN]);
  });
});
