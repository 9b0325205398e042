import type { NavigateFunction } from 'react-router-dom';
import type { PlatformProps, RemoteViewComponent } from '@site/shared';
import { createBus } from './bus';
import { createDialogs, DialogState } from './dialogs';
import { createHttp } from './http';
import { createNavigator } from './navigator';
import { BalanceStoreImpl } from './stores/balance-store';
import { SessionStoreImpl } from './stores/session-store';
import { SiteStoreImpl } from './stores/site-store';
import { UnreadStoreImpl } from './stores/unread-store';
import { createI18n } from '../i18n';
import { oneOf, readStored } from './storage';
import { LANGUAGES } from '@site/shared';

export interface Platform extends PlatformProps {
  dialogState: DialogState;
  siteStore: SiteStoreImpl;
  sessionStore: SessionStoreImpl;
  balanceStore: BalanceStoreImpl;
  unreadStore: UnreadStoreImpl;
  setNavigate(nav: NavigateFunction): void;
}

/** Builds everything the shell hands to remotes (PlatformProps) plus the shell's own handles. */
export function createPlatform(makeRemoteView: (platform: () => PlatformProps) => RemoteViewComponent): Platform {
  const bus = createBus();
  const i18n = createI18n(readStored('language', oneOf(LANGUAGES), 'zh-CN'));
  const dialogState = new DialogState();
  let navigateFn: NavigateFunction | null = null;
  const session = new SessionStoreImpl(() => http, { afterLogin: async () => { await Promise.allSettled([balance.refresh(), unread.refresh()]); } });
  const http = createHttp({
    token: () => session.token,
    onError: (err, options) => {
      if (!options.silent) dialogState.toast(err.message, 'error');
    },
  });
  const balance = new BalanceStoreImpl(() => http, bus, () => session.isLoggedIn);
  const unread = new UnreadStoreImpl(() => http, bus, () => session.isLoggedIn);
  const site = new SiteStoreImpl(http, i18n);
  const navigate = createNavigator(bus, () => navigateFn);
  const dialogs = createDialogs(dialogState, () => bus.emit('auth:login', { mode: 1 }));
  const RemoteView = makeRemoteView(() => platform);
  const platform: Platform = {
    bus,
    http,
    i18n,
    dialogs,
    navigate,
    RemoteView,
    stores: { session, balance, unread, site },
    dialogState,
    siteStore: site,
    sessionStore: session,
    balanceStore: balance,
    unreadStore: unread,
    setNavigate: (nav) => {
      navigateFn = nav;
    },
  };
  return platform;
}
