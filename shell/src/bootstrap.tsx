import { ChatFloat } from './layout/ChatFloat';
import { startTransition, useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getInstance } from '@module-federation/enhanced/runtime';
import { editionCss } from '@site/shared';
import { isExposedModuleId } from '@site/kit';
import { fetchRegistry } from './remotes/registry';
import { RemoteLoader } from './remotes/remote-loader';
import { browserSession, SessionBreaker } from './remotes/circuit-breaker';
import { browserBeacon, TelemetryBeacon } from './telemetry/beacon';
import { browserPreloadEnv, RemotePreloader } from './remotes/preload';
import { RemoteLoaderContext } from './remotes/remote-loader-context';
import { RemoteAreaFor } from './remotes/RemoteArea';
import { RemoteDialogs } from './remotes/remote-dialogs';
import { RemoteDialogHost } from './remotes/RemoteDialogHost';
import { createPlatform } from './platform/create-platform';
import { storedRandomId, warmDeviceFingerprint } from './platform/fingerprint';
import { nextTask } from './platform/next-task';
import { readSiteBoot } from './platform/site-boot';
import { readEntry } from './platform/storage';
import { PlatformContext } from './platform/platform-context';
import { captureReferral, readReferralCodes } from './platform/referral';
import { isMobileAgent, mobileRedirectUrl } from './platform/mobile';
import { bindSiteChrome } from './platform/site-chrome';
import { installDevDialogs } from './platform/dev-dialogs';
import { AppRoutes } from './routing/AppRoutes';
import { PageErrorBoundary } from './routing/PageErrorBoundary';
import { DialogHost } from './dialogs/DialogHost';
import { catalogsReady } from './i18n';

/** Mobile devices go to the H5 site with icode and rcode (never back to this very page). */
function redirectMobile(h5DomainUrl: string): boolean {
  if (!isMobileAgent(navigator.userAgent)) return false;
  const url = mobileRedirectUrl(h5DomainUrl, readReferralCodes());
  if (!url) return false;
  const target = new URL(url);
  if (target.origin === window.location.origin && window.location.pathname.startsWith(target.pathname)) return false;
  window.location.replace(url);
  return true;
}

/** Runs `then` once, in a task after the first commit has painted (work that must not delay the first page). */
function WhenPainted({ then }: { then: () => unknown }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [then]);
  return null;
}

async function start(): Promise<void> {
  const style = document.createElement('style');
  style.id = 'site-tokens';
  style.textContent = editionCss();
  document.head.appendChild(style);

  captureReferral(window.location);
  // preInfo and the registry as the api wrote them into the index page: no round trip before the first
  // render. Without them (another host, an older api) both are asked for at once, one round trip.
  const boot = readSiteBoot();
  const registryLoad = fetchRegistry(fetch, boot?.registry);
  const federation = getInstance();
  if (!federation) throw new Error('module federation runtime missing');
  // The canary cohort follows the member, or for a guest the device's stored random id (the
  // rendered fingerprint is the same on every fresh profile of one browser build).
  const beacon = new TelemetryBeacon(browserBeacon);
  const loader = new RemoteLoader(federation, {
    cohortKey: () => readEntry('userId') || storedRandomId(),
    breaker: new SessionBreaker(browserSession()),
    report: (e) => beacon.add(e),
  });
  beacon.start();
  // web-vitals reads LCP and CLS from the browser's buffered entries: its code (about 4 KB gzip) loads after
  // the load event, off the first page's path.
  const startVitals = () => void import('./telemetry/vitals').then((m) => m.reportVitals(loader, (e) => beacon.add(e)));
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });

  // Every signed call needs the device fingerprint. Its costly parts (time zone, canvas, WebGL) are read each
  // in a task of its own, once the first page has painted (WhenPainted below) or at the first signed call if
  // one comes sooner: the first render does not wait for them, and signed calls wait for them (HttpDeps.ready).
  let fingerprintRead: Promise<void> | null = null;
  const fingerprintReady = () => (fingerprintRead ??= nextTask().then(() => warmDeviceFingerprint(nextTask)));
  // The platform in a task of its own, after the one that evaluated the shell (a throttled phone's longest).
  await nextTask();

  const platform = createPlatform(
    (get) =>
      function RemoteView({ module, props }) {
        if (!isExposedModuleId(module)) {
          console.error(`[shell] ${module} is not in the kit's map of exposed modules`);
          return null;
        }
        // Rendered inside another remote's React root: the shell's contexts do not reach it, so the loader is handed in.
        return (
          <RemoteLoaderContext.Provider value={loader}>
            <RemoteAreaFor module={module} platform={get()} extra={props} />
          </RemoteLoaderContext.Provider>
        );
      },
    { signerReady: fingerprintReady },
  );
  // Listening from now on: a dialog event sent before its remote has loaded is handed over later.
  const dialogs = new RemoteDialogs(platform.bus);
  const siteLoad = platform.siteStore.load(boot?.preInfo).catch((e: unknown) => console.error('[shell] preInfo failed', e));
  const { registry } = await registryLoad;
  loader.useRegistry(registry);
  const preloader = new RemotePreloader(federation, (remote) => loader.entry(remote) !== undefined, browserPreloadEnv());
  // A first load onto a remote's page: its files come while preInfo is still on its way, and so does the
  // shell's parcel mount (single-spa), which RemoteArea would otherwise ask for only once the remote is in.
  if (preloader.openingRoute(window.location.pathname)) void import('./remotes/ParcelMount');
  preloader.start();
  await siteLoad;
  if (redirectMobile(platform.siteStore.h5DomainUrl)) return;
  bindSiteChrome(platform.siteStore);
  installDevDialogs(platform);
  if (platform.sessionStore.isLoggedIn) void platform.unreadStore.refresh().catch(() => undefined);
  platform.socket.start();
  // A zh-TW visitor's catalog is its own chunk: in before the first render, so no key shows.
  await catalogsReady(platform.i18n);

  // The first render as a transition: React renders the page in slices of a few milliseconds, so a
  // phone's main thread is never blocked for the whole tree at once (total blocking time).
  const root = ReactDOMClient.createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <PlatformContext.Provider value={platform}>
        <RemoteLoaderContext.Provider value={loader}>
          <BrowserRouter>
            <PageErrorBoundary>
              <AppRoutes />
            </PageErrorBoundary>
            <RemoteDialogHost dialogs={dialogs} />
            <ChatFloat />
            <DialogHost />
            <WhenPainted then={fingerprintReady} />
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </PlatformContext.Provider>,
    ),
  );
}

void start();
