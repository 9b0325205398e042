import type { NavigateFunction } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import {
  AuthMode,
  LANGUAGES,
  MsgId,
  bindRealNameTarget,
  createPlatformStorage,
  isLanguage,
  liveUrl,
  nextTask,
  type PlatformProps,
  type RemoteName,
  type RemoteViewComponent,
} from '@site/shared';
import { createBus } from './bus';
import { createDialogs, DialogState } from './dialogs';
import { deviceFingerprint } from './fingerprint';
import { createHttp, encryptionOn, TRANSPORT_MESSAGE_KEY, type HttpDeps, type PolicyEffects, type SiteHttp, type TransportFailure } from '@site/shared/http';
import { createNavigator } from './navigator';
import { clearReferralCodes, readReferralCodes } from './referral';
import { createAppInstall } from '../pwa/app-install';
import { createRelogin, type Relogin } from './relogin';
import { watchPasswordChanged } from './password-changed';
import { BalanceStoreImpl } from './stores/balance-store';
import { SessionStoreImpl } from './stores/session-store';
import { SiteStoreImpl } from './stores/site-store';
import { UnreadStoreImpl } from './stores/unread-store';
import { createI18n } from '../i18n';
import { oneOf, readEntry, readStored } from './storage';
import { watchOwnBalance } from './socket/balance-feed';
import type { ShellSocket, SocketDeps } from './socket/socket-service';
import { createLazySocket } from './socket/lazy-socket';
import { storeContracts } from './stores/contracts-on-call';

declare const __REMOTE_VERSION__: string;
const SHELL_VERSION = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : 'dev';

export interface Platform extends PlatformProps {
  http: SiteHttp;
  dialogState: DialogState;
  siteStore: SiteStoreImpl;
  sessionStore: SessionStoreImpl;
  balanceStore: BalanceStoreImpl;
  unreadStore: UnreadStoreImpl;
  socket: ShellSocket;
  /** The login-expired flow (spec §4). */
  relogin: Relogin;
  /**
   * What a remote is mounted with: these PlatformProps with the remote's own storage namespace
   * (the same object for every mount of that remote).
   */
  forRemote(remote: RemoteName): PlatformProps;
  /** What the error policy does (dialogs, toasts, relogin), wired to this platform. */
  effects: PolicyEffects;
  setNavigate(nav: NavigateFunction): void;
}

export interface PlatformOptions {
  /** For tests: an axios adapter in place of the network. */
  adapter?: HttpDeps['adapter'];
  deviceId?(): string;
  /** What every signed call waits for first (bootstrap: the device fingerprint read ahead, see HttpDeps.ready). */
  signerReady?(): Promise<void>;
  /** The api's answers to a guest's first page, from the boot data (HttpDeps.openingAnswers). */
  openingAnswers?: HttpDeps['openingAnswers'];
  /** For tests: how the live connection opens a socket (the browser's WebSocket by default). */
  openSocket?: SocketDeps['open'];
  /** The site's i18n instance when made beforehand (platformI18n: bootstrap makes it in a task of its own). */
  i18n?: I18n;
}

/** The shell's i18n instance in the language the player chose last (stored), or the site's default. */
export function platformI18n(): I18n {
  return createI18n(readStored('language', oneOf(LANGUAGES), 'zh-CN'));
}

/** Builds everything the shell hands to remotes (PlatformProps) plus the shell's own handles. */
export function createPlatform(makeRemoteView: (platform: () => Platform) => RemoteViewComponent, options: PlatformOptions = {}): Platform {
  const bus = createBus();
  const i18n = options.i18n ?? platformI18n();
  const t = (key: string): string => i18n.t(key, { ns: 'shell' });
  const dialogState = new DialogState();
  let navigateFn: NavigateFunction | null = null;
  const deviceId = options.deviceId ?? deviceFingerprint;

  const session = new SessionStoreImpl(() => http, {
    bus,
    afterLogin: async () => {
      await Promise.allSettled([balance.refresh(), unread.refresh()]);
    },
    afterLogout: () => {
      balance.reset();
      unread.reset();
      socket.sessionChanged();
    },
  });
  const site = new SiteStoreImpl(() => http, i18n);
  const navigate = createNavigator(bus, () => navigateFn);
  const dialogs = createDialogs(dialogState, {
    openLogin: () => bus.emit('auth:login', { mode: AuthMode.LOGIN }),
    texts: () => ({
      loginRequiredTitle: t('dialog.title'),
      loginRequiredContent: t('guard.loginFirst'),
      loginRequiredConfirm: t('dialog.toLogin'),
      loading: t('dialog.loading'),
    }),
  });
  // Work that needs the mounted app (the auth dialog host listening): queued until the router
  // is attached, then run after that commit's effects.
  let mounted = false;
  const afterMount: (() => void)[] = [];
  const whenMounted = (fn: () => void) => (mounted ? fn() : afterMount.push(fn));
  const relogin = createRelogin({
    bus,
    openLogin: () => whenMounted(() => bus.emit('auth:login', { mode: AuthMode.LOGIN })),
    hadToken: () => session.token !== '',
    logoutLocally: () => session.clearLocal(),
    goHome: () => navigate.to({ name: 'home' }),
    toast: (m) => dialogState.toast(m, 'warning'),
    message: () => t('errors.6001'),
  });
  const effects: PolicyEffects & { transportMessage(reason: TransportFailure): string } = {
    toast: (m) => dialogState.toast(m, 'error'),
    relogin,
    // 6449: '去完善' leads to the real-name binding of user info, which returns to this page once bound.
    bindRealName: (message) => {
      const back = window.location.pathname + window.location.search;
      void dialogs.tips({ message, confirmText: t('dialog.goComplete'), closable: true }).then((ok) => {
        if (ok) navigate.to(bindRealNameTarget(back));
      });
    },
    reenterGame: () => {
      void dialogState.open('tips', { message: t('errors.6302'), closable: false });
    },
    catalogMessage: (code) => (i18n.exists(`errors.${code}`, { ns: 'shell' }) ? t(`errors.${code}`) : t('errors.unknown')),
    transportMessage: (reason) => t(TRANSPORT_MESSAGE_KEY[reason]),
  };
  const http = createHttp({
    version: SHELL_VERSION,
    deviceId,
    token: () => session.token,
    siteId: () => site.siteId,
    ip: () => site.ip,
    language: () => site.language,
    encrypt: () => encryptionOn(site.flags?.encrypt, readEntry('safeSwitch')),
    effects,
    ready: options.signerReady,
    beforeRead: nextTask,
    openingAnswers: options.openingAnswers,
    adapter: options.adapter,
  });
  const balance = new BalanceStoreImpl(
    () => http,
    bus,
    () => session.isLoggedIn,
  );
  const unread = new UnreadStoreImpl(
    () => http,
    bus,
    () => session.isLoggedIn,
  );
  // The one live connection, opened on demand (createLazySocket: a guest's first page opens none); bootstrap
  // allows it to start once the site config (site id) is loaded.
  const socket = createLazySocket(
    {
      url: () => liveUrl(window.location.origin, site.siteId, site.language),
      open: options.openSocket,
      isMember: () => session.isLoggedIn,
      memberToken: () =>
        storeContracts()
          .then(({ memberJwt }) => http.call(memberJwt, {}, { silent: true }))
          .then(
            (r) => r.token,
            () => null,
          ),
      bus,
      // Refused for good (shared's LiveCloseCode: too many sockets, a bad handshake): the player is told why.
      refused: (code) => dialogState.toast(t(i18n.exists(`live.refused.${code}`, { ns: 'shell' }) ? `live.refused.${code}` : 'live.refused.1008'), 'error'),
    },
    () => import(/* webpackChunkName: "live" */ './socket/socket-service').then((m) => m.createSocketService),
  );
  // Balance pushes of the logged-in member reload the balance store.
  watchOwnBalance(
    socket,
    () => session.userId,
    () => void balance.refresh().catch(() => undefined),
  );

  // A language switch reaches an open socket at once (its board and chat texts follow); a socket opened later names
  // the language in its handshake (liveUrl), a closed one never loads for it.
  i18n.on('languageChanged', (language: string) => {
    if (socket.state.phase !== 'closed' && isLanguage(language)) socket.send({ msgId: MsgId.LANGUAGE, msgData: { language } });
  });

  watchPasswordChanged({ bus, logout: () => session.logout(), goHome: () => navigate.to({ name: 'home' }) });

  const RemoteView = makeRemoteView(() => platform);
  const perRemote = new Map<RemoteName, PlatformProps>();
  const platform: Platform = {
    bus,
    http,
    i18n,
    dialogs,
    navigate,
    RemoteView,
    device: { id: deviceId, codes: readReferralCodes, clearCodes: clearReferralCodes, appInstall: createAppInstall(window) },
    stores: { session, balance, unread, site },
    socket,
    dialogState,
    siteStore: site,
    sessionStore: session,
    balanceStore: balance,
    unreadStore: unread,
    storage: createPlatformStorage('shell'),
    relogin,
    effects,
    forRemote(remote) {
      let props = perRemote.get(remote);
      if (!props) {
        const { bus: b, http: h, stores, navigate: n, i18n: i, dialogs: d, RemoteView: v, device, socket: so } = platform;
        props = { bus: b, http: h, stores, navigate: n, i18n: i, dialogs: d, RemoteView: v, device, socket: so, storage: createPlatformStorage(remote) };
        perRemote.set(remote, props);
      }
      return props;
    },
    setNavigate: (nav) => {
      navigateFn = nav;
      navigate.flushPending();
      if (!mounted) {
        mounted = true;
        setTimeout(() => afterMount.splice(0).forEach((fn) => fn()), 0);
      }
    },
  };
  return platform;
}
