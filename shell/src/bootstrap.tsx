import './platform/zod-in-page';
import { editionCss, nextTask } from '@site/shared';
import { afterLoadIdle } from './platform/after-load-idle';
import { firstRenderUrl } from './routing/first-url';
import { registerServiceWorker } from './pwa/register-worker';
import { FirstLoadHint } from '@site/shared/first-load-plan';
import { hintOn } from './first-load';

type BootStart = typeof import('./boot-start');

/** Mobile devices go to the H5 site with icode and rcode (never back to this very page). */
function redirectMobile(h5DomainUrl: string, { isMobileAgent, mobileRedirectUrl, readReferralCodes }: BootStart): boolean {
  if (!isMobileAgent(navigator.userAgent)) return false;
  const url = mobileRedirectUrl(h5DomainUrl, readReferralCodes());
  if (!url) return false;
  const target = new URL(url);
  if (target.origin === window.location.origin && window.location.pathname.startsWith(target.pathname)) return false;
  window.location.replace(url);
  return true;
}

/**
 * The shell's start, in tasks a throttled phone runs in under 50 ms each (its longest task was once the whole
 * shell evaluating at once): this module's own imports; then the boot data's modules (their schemas and
 * storage), the boot data's reading, the registry's, the remote loader's modules, the loader itself, the
 * platform's modules (stores, http), React's DOM renderer, the page tree's modules, the site's i18n, the rest of
 * the platform, the site's chrome and the first render. Modules come with an eager import() after a pause: their
 * code is in the first page's files already (no request), only their evaluation waits for its own task.
 */
async function start(): Promise<void> {
  const style = document.createElement('style');
  style.id = 'site-tokens';
  style.textContent = editionCss();
  document.head.appendChild(style);
  await nextTask();

  const bootStart = await import(/* webpackMode: "eager" */ './boot-start');
  const { captureReferral, fetchRegistry, readEntry, readSiteBoot, storedRandomId, takeSiteNotice, warmDeviceFingerprint } = bootStart;
  captureReferral(window.location);
  // A preview link or staff override the api ignored comes back with a notice: shown once, then off the URL.
  const noticed = takeSiteNotice(window.location.href);
  if (noticed) window.history.replaceState(window.history.state, '', noticed.url);
  // '/' is the home page: the first render shows it at once (not a redirect, then the page).
  const shown = firstRenderUrl(window.location);
  if (shown) window.history.replaceState(window.history.state, '', shown);
  // preInfo and the registry as the api wrote them into the index page: no round trip before the first
  // render. Without them (another host, an older api) both are asked for at once, one round trip.
  await nextTask();
  const boot = readSiteBoot();
  await nextTask();
  const registryLoad = fetchRegistry(fetch, boot?.registry);
  await nextTask();

  const {
    RemoteLoader,
    SessionBreaker,
    browserSession,
    TelemetryBeacon,
    browserBeacon,
    RemotePreloader,
    browserPreloadEnv,
    LazyFederationHost,
    createShellHost,
    remoteOfPath,
    ParcelMounts,
  } = await import(/* webpackMode: "eager" */ './remotes/remotes-start');
  await nextTask();
  // The federation runtime comes with the first remote (a shell page such as home never needs it); a remote's
  // page asks for it at once, beside the registry.
  const federation = new LazyFederationHost(() => createShellHost(__SHELL_SHARED__));
  if (hintOn(FirstLoadHint.federationAhead) && remoteOfPath(window.location.pathname)) void federation.ready().catch(() => undefined);
  // The canary cohort follows the member, or for a guest the device's stored random id (the
  // rendered fingerprint is the same on every fresh profile of one browser build).
  const beacon = new TelemetryBeacon(browserBeacon);
  const loader = new RemoteLoader(federation, {
    cohortKey: () => readEntry('userId') || storedRandomId(),
    breaker: new SessionBreaker(browserSession()),
    report: (e) => beacon.add(e),
    // A remote mounted from a developer's origin: only when the api honoured this browser's staff token.
    ...(boot?.staffOverride ? { staffOverride: boot.staffOverride } : {}),
  });
  beacon.start();
  const mounts = new ParcelMounts();
  // The registry in (from the index page, or one round trip): a first load onto a remote's page asks for the
  // remote's files at once, while the platform and the page tree are still being evaluated, and so for the
  // shell's parcel mount (single-spa) and the kit with its parcel helpers the remote takes from the share
  // scope, which would otherwise be asked for only once the remote is in (one more round trip each).
  const preloading = registryLoad.then(({ registry }) => {
    loader.useRegistry(registry);
    // A remote's page: its manifest came in the index page (which also preloads its entry and pages chunks).
    if (boot?.opening) loader.seedManifest(boot.opening.remote, boot.opening.manifest, boot.opening.text);
    const preloader = new RemotePreloader(
      federation,
      {
        has: (remote) => loader.entry(remote) !== undefined,
        warmEntry: (remote, prefetch) => loader.warmEntry(remote, prefetch),
        warmOpening: (remote, exposePath, route, preload) => loader.warmOpening(remote, exposePath, route, preload),
      },
      browserPreloadEnv(),
    );
    // The first-load plan's opening-remote (the shell's side: the index page's preloads answered) and opening-parcel.
    const path = window.location.pathname;
    const opening = hintOn(FirstLoadHint.openingRemote) ? preloader.openingRoute(path) : remoteOfPath(path) !== undefined;
    if (opening && hintOn(FirstLoadHint.openingParcel)) {
      void mounts.load().catch(() => undefined); // The area asks again and shows its error panel.
      void import(/* webpackFetchPriority: "high" */ '@site/kit/parcel');
      void import(/* webpackFetchPriority: "high" */ '@site/kit');
    }
    return preloader;
  });
  // web-vitals reads LCP and CLS from the browser's buffered entries: its code (about 4 KB gzip) loads once the
  // page has loaded and the browser is idle, off the first page's path (a remote's page still renders its
  // content after the load event).
  afterLoadIdle(() => void import('./telemetry/vitals').then((m) => m.reportVitals(loader, (e) => beacon.add(e))));
  // The service worker (installable site, kept immutable files) registers off the first page's path too.
  afterLoadIdle(() => registerServiceWorker());

  // Every signed call needs the device fingerprint. Its costly parts (time zone, canvas, WebGL) are read each
  // in a task of its own when the first signed call asks (HttpDeps.ready): a page that makes none (a guest's
  // home or help page) never spends them, and no first render waits for them.
  let fingerprintRead: Promise<void> | null = null;
  const fingerprintReady = () => (fingerprintRead ??= nextTask().then(() => warmDeviceFingerprint(nextTask)));
  await nextTask();

  const { createPlatform, platformI18n, OpeningAnswers, RemoteDialogs, bindSiteChrome, installDevDialogs, catalogsReady } = await import(
    /* webpackMode: "eager" */ './platform/platform-start'
  );
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const firstPage = await import(/* webpackMode: "eager" */ './first-page');
  await nextTask();
  const i18n = platformI18n();
  await nextTask();
  const platform = createPlatform(firstPage.remoteViewMaker(loader, mounts), {
    i18n,
    signerReady: fingerprintReady,
    openingAnswers: OpeningAnswers.of(boot?.openingAnswers, Date.now()),
  });
  // Listening from now on: a dialog event sent before its remote has loaded is handed over later.
  const dialogs = new RemoteDialogs(platform.bus);
  const siteLoad = platform.siteStore.load(boot?.preInfo, boot?.homeAds).catch((e: unknown) => console.error('[shell] preInfo failed', e));
  (await preloading).start(hintOn(FirstLoadHint.idleLinkedRemotes));
  await siteLoad;
  if (redirectMobile(platform.siteStore.h5DomainUrl, bootStart)) return;
  await nextTask();
  bindSiteChrome(platform.siteStore);
  installDevDialogs(platform);
  platform.socket.start();
  // A zh-TW visitor's catalog is its own chunk: in before the first render, so no key shows.
  await catalogsReady(platform.i18n);

  // A member's unread count comes once the page has loaded and the browser is idle (each signed call loads the
  // http client and reads the fingerprint: before the paint it held the home page back; right after it, a
  // remote's page still loading its content). A guest's first page makes no signed call: the customer-service
  // URL is asked for by what links to it (the auth dialog, the help centre's panel), so a guest's home never
  // loads the http client nor reads the fingerprint.
  const afterPaint = () => {
    afterLoadIdle(() => {
      if (platform.sessionStore.isLoggedIn) void platform.unreadStore.refresh().catch(() => undefined);
    });
  };
  const overrides = { preview: boot?.preview, staffOverride: boot?.staffOverride, notice: noticed?.notice ?? null };
  firstPage.renderFirstPage({ platform, loader, dialogs, mounts, afterPaint, overrides });
}

void start();
