import { startTransition, useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { isExposedModuleId } from '@site/kit';
import type { Platform } from './platform/create-platform';
import { afterPaint, nextTask, routeOfPath, type RemoteViewComponent } from '@site/shared';
import { PlatformContext } from './platform/platform-context';
import { RemoteLoaderContext } from './remotes/remote-loader-context';
import type { RemoteLoader } from './remotes/remote-loader';
import { RemoteAreaFor } from './remotes/RemoteArea';
import { recordSharedInstances } from './remotes/instance-probe';
import type { RemoteDialogs } from './remotes/remote-dialogs';
import { RemoteDialogHost } from './remotes/RemoteDialogHost';
import { AppRoutes, NOT_FOUND_ROUTE } from './routing/AppRoutes';
import { pagesAheadOf } from './routing/pages-ahead';
import { OpeningGuards, OpeningGuardsContext } from './routing/opening-guards';
import { runGuards } from './routing/guards';
import { guardEnvOf } from './routing/guard-env';
import { ParcelMountsContext, type ParcelMounts } from './remotes/parcel-mounts';
import { PageErrorBoundary } from './routing/PageErrorBoundary';
import { DialogHost } from './dialogs/DialogHost';
import { ChatFloat } from './layout/ChatFloat';
import { SiteOverrideBanner, type SiteOverrides } from './layout/SiteOverrideBanner';
import { warmDeviceFingerprint } from './platform/fingerprint';

/**
 * The shell's React side: the page tree and the view remotes nest other remotes with. Bootstrap loads
 * this module in a task of its own (its code is in the first page's files; only its evaluation waits),
 * so a phone's main thread is not held by the whole shell evaluating at once.
 */

/** The platform's RemoteView: a module of another remote, rendered inside the calling remote's React root. */
export function remoteViewMaker(loader: RemoteLoader, mounts: ParcelMounts) {
  return (get: () => Platform): RemoteViewComponent =>
    function RemoteView({ module, props }) {
      if (!isExposedModuleId(module)) {
        console.error(`[shell] ${module} is not in the kit's map of exposed modules`);
        return null;
      }
      // Rendered inside another remote's React root: the shell's contexts do not reach it, so the loader and the
      // parcel mounts are handed in.
      return (
        <RemoteLoaderContext.Provider value={loader}>
          <ParcelMountsContext.Provider value={mounts}>
            <RemoteAreaFor module={module} platform={get()} extra={props} />
          </ParcelMountsContext.Provider>
        </RemoteLoaderContext.Provider>
      );
    };
}

/** Runs `then` once, in a task after the first commit has painted (work that must not delay the first page). */
function WhenPainted({ then }: { then: () => unknown }) {
  useEffect(() => afterPaint(() => void then()), [then]);
  return null;
}

export interface FirstPage {
  platform: Platform;
  loader: RemoteLoader;
  dialogs: RemoteDialogs;
  /** The shell's parcel mount (asked for early when the page opens on a remote's route). */
  mounts: ParcelMounts;
  /** Work for after the first paint (a member's unread count, once the page has loaded). */
  afterPaint: () => unknown;
  /** A preview or staff override this browser holds (boot data), and the notice of a link the api ignored. */
  overrides?: SiteOverrides;
}

/**
 * A member's first page shows nothing of its own before member info has come (route guard 1): the call is
 * asked for before the page tree renders, so the http client's chunk and the device fingerprint every signed
 * call waits for come in while the tree renders, and the guard takes this call (under way or answered) instead
 * of starting one after the first commit. A failure is the guard's to handle (it takes the failed call).
 */
function askMemberInfo(platform: Platform): void {
  if (!platform.sessionStore.isLoggedIn) return;
  // Read from the next task on, each costly part in a task of its own (not in this one, which starts the render).
  void nextTask().then(() => warmDeviceFingerprint(nextTask));
  platform.sessionStore.loadUserInfoAhead().catch(() => undefined);
}

/**
 * The first page's remote pages module loads from here, not after its route's guards (they run after the page
 * tree's first commit, then wait for member info): its evaluation (the pages chunk is in the HTTP cache already)
 * fills the waits for the http client's chunk and for member info instead of following them.
 */
function loadOpeningPages(platform: Platform, loader: RemoteLoader): void {
  const route = routeOfPath(window.location.pathname);
  const pages = route ? pagesAheadOf(route, platform.sessionStore.isLoggedIn) : undefined;
  if (pages) loader.loadAhead(pages);
}

/**
 * The guards of the route the page opens on, begun here rather than after the page tree's first commit (see
 * OpeningGuards): a guest's decide at once, a member's once the member info asked for above has come, and the
 * route's view then renders its page in the first commit. The route as the router picks it (the route table,
 * or not-found); a path the router sends elsewhere (/app/help) runs its own guards after the redirect.
 */
function beginOpeningGuards(platform: Platform): OpeningGuards {
  const opening = new OpeningGuards();
  const pathname = window.location.pathname;
  const def = routeOfPath(pathname) ?? NOT_FOUND_ROUTE;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(matchPath(def.path, pathname)?.params ?? {})) if (value !== undefined) params[name] = value;
  opening.begin({ def, pathname, params }, (target) => runGuards(target, guardEnvOf(platform)));
  return opening;
}

/**
 * The first render as a transition: React renders the page in slices of a few milliseconds, so a
 * phone's main thread is never blocked for the whole tree at once (total blocking time).
 */
export function renderFirstPage({ platform, loader, dialogs, mounts, afterPaint, overrides = {} }: FirstPage): void {
  // The shell's probe of shared singletons, once, before any remote can mount and record its own.
  recordSharedInstances();
  askMemberInfo(platform);
  loadOpeningPages(platform, loader);
  const opening = beginOpeningGuards(platform);
  const root = ReactDOMClient.createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <PlatformContext.Provider value={platform}>
        <RemoteLoaderContext.Provider value={loader}>
          <ParcelMountsContext.Provider value={mounts}>
            <OpeningGuardsContext.Provider value={opening}>
              <BrowserRouter>
                <PageErrorBoundary>
                  <AppRoutes />
                </PageErrorBoundary>
                <RemoteDialogHost dialogs={dialogs} />
                <ChatFloat />
                <DialogHost />
                <SiteOverrideBanner overrides={overrides} />
                <WhenPainted then={afterPaint} />
              </BrowserRouter>
            </OpeningGuardsContext.Provider>
          </ParcelMountsContext.Provider>
        </RemoteLoaderContext.Provider>
      </PlatformContext.Provider>,
    ),
  );
}
