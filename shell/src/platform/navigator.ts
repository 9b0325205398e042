import { AuthMode, buildPath, DIALOG_DESTINATIONS, type Navigator, type SiteBus } from '@site/shared';
import type { NavigateFunction } from 'react-router-dom';

/** Navigation by name, by path, back, home + reload, new window; one-time hand-over of data. */
export function createNavigator(bus: SiteBus, getNavigate: () => NavigateFunction | null): Navigator & { flushPending(): void } {
  let handover: unknown;
  // A navigation asked for before the router is mounted (e.g. a 6001 during start-up) waits for
  // it instead of reloading the page (which would lose the toast and the login dialog).
  let pending: { path: string; replace: boolean } | null = null;
  const go = (path: string, replace = false) => {
    const nav = getNavigate();
    if (nav) void nav(path, { replace });
    else pending = { path, replace };
  };
  const searchOf = (query: Record<string, string> | undefined) => (query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '');
  return {
    flushPending() {
      const nav = getNavigate();
      if (nav && pending !== null) {
        const { path, replace } = pending;
        pending = null;
        void nav(path, { replace });
      }
    },
    to({ name, params, query, handover: data }) {
      if ((DIALOG_DESTINATIONS as readonly string[]).includes(name)) {
        bus.emit('auth:login', { mode: name === 'register' ? AuthMode.REGISTER : AuthMode.LOGIN });
        return;
      }
      const [routeName, topic] = name.split(':');
      const path = buildPath(routeName ?? name, topic ? { topic, ...params } : params);
      if (path === null) {
        console.error(`[navigate] unknown route name ${name}`);
        return;
      }
      handover = data;
      go(path + searchOf(query));
    },
    query(query, options) {
      go(window.location.pathname + searchOf(query), options?.replace === true);
    },
    path: (p) => go(p),
    back: () => window.history.back(),
    homeAndReload: () => window.location.assign('/'),
    newWindow: (url) => {
      window.open(url, '_blank', 'noopener');
    },
    takeHandover<T>() {
      const data = handover as T | undefined;
      handover = undefined;
      return data;
    },
  };
}
