import { useContext, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { RouteDef, RouteMatch } from '@site/shared';
import { usePlatform } from '../platform/platform-context';
import { pagesModuleOf } from '@site/kit';
import { RemoteAreaFor } from '../remotes/RemoteArea';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import { DashboardLayout } from '../layout/DashboardLayout';
import { MainSkeleton } from '../layout/MainSkeleton';
import { Home } from '../pages/Home';
import { Loading } from '../pages/Loading';
import { NotFound } from '../pages/NotFound';
import { runGuards, type GuardResult } from './guards';
import { guardEnvOf } from './guard-env';
import { progress } from './progress';
import { pagesAheadOf } from './pages-ahead';
import { OpeningGuardsContext } from './opening-guards';

const SHELL_PAGES: Record<string, () => ReactElement> = {
  home: () => <Home />,
  loading: () => <Loading />,
  redirect: () => <Navigate to="/home" replace />,
  redirectPath: () => <RedirectPath />,
  notFound: () => <NotFound />,
};

function RedirectPath() {
  const params = useParams();
  return <Navigate to={`/${params['*'] ?? ''}`} replace />;
}

interface Decision {
  key: string;
  def: RouteDef;
  route: RouteMatch;
  result: GuardResult;
}

/**
 * One route of the table: the guards run in order on every navigation (with the progress bar);
 * until they decide, the page already allowed stays on screen. Then the shell page or the
 * owning remote renders, or not-found. The route the page opens on takes the guards begun before the
 * first render (OpeningGuards); when they have decided by then, its page renders in the first commit.
 */
export const RouteView = observer(function RouteView({ def }: { def: RouteDef }) {
  const p = usePlatform();
  const loader = useRemoteLoader();
  const navigate = useNavigate();
  const params = useParams() as Record<string, string>;
  const location = useLocation();
  const route = useMemo<RouteMatch>(
    () => ({ name: def.name, params, query: Object.fromEntries(new URLSearchParams(location.search)) }),
    // One route per navigation: params and search belong to the location the key names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [def.name, location.key],
  );
  const opening = useContext(OpeningGuardsContext);
  // react-router's first location has the key 'default'.
  const openingRun = location.key === 'default' ? opening?.of(def, location.pathname) : undefined;
  const [decision, setDecision] = useState<Decision | null>(() => {
    const result = openingRun?.result();
    return result && result.kind !== 'redirect' ? { key: location.key, def, route, result } : null;
  });
  // Whose page is on screen (the same remote's area stays mounted from one of its pages to the next).
  const ownerShown = useRef<RouteDef['owner'] | null>(null);
  useEffect(() => {
    ownerShown.current = decision?.result.kind === 'next' ? decision.def.owner : null;
  }, [decision]);

  useEffect(() => {
    let alive = true;
    // No bar on the page's first route (the browser shows its own loading; its chunk would load on every first page).
    const firstRoute = location.key === 'default';
    const bar = !firstRoute;
    if (bar) progress.start();
    // A page of another owner than the one on screen mounts a new remote area: its pages load while the guards
    // wait for member info, not after them (the first route's are asked for before the first render: first-page.tsx).
    const pages = firstRoute || def.owner === ownerShown.current ? undefined : pagesAheadOf(def, p.sessionStore.isLoggedIn);
    if (pages) loader.loadAhead(pages);
    const decided = openingRun?.decided ?? runGuards({ def, pathname: location.pathname, params: route.params }, guardEnvOf(p));
    decided
      .then((result) => {
        if (!alive) return;
        if (result.kind === 'redirect') {
          void navigate(result.to, { replace: true });
          return;
        }
        // Decided before the first render: shown from the first commit already.
        setDecision((shown) =>
          shown?.key === location.key && shown.def === def && shown.result === result ? shown : { key: location.key, def, route, result },
        );
      })
      .catch((e: unknown) => console.error('[guards]', e))
      .finally(() => bar && progress.done());
    return () => {
      alive = false;
    };
  }, [def, location.key, location.pathname, route, p, loader, navigate, openingRun]);

  if (!decision) {
    return (
      <DashboardLayout hideFooter={def.meta.hideFooter} fullWidth={def.meta.fullWidth}>
        <MainSkeleton owner={def.owner} testId="route-pending" />
      </DashboardLayout>
    );
  }
  const { def: shown, route: shownRoute, result } = decision;
  if (result.kind === 'notFound')
    return (
      <DashboardLayout>
        <NotFound />
      </DashboardLayout>
    );
  const pages = shown.owner === 'shell' ? undefined : pagesModuleOf(shown.owner);
  const content = pages ? (
    <RemoteAreaFor module={pages} platform={p} route={shownRoute} placeholder={<MainSkeleton owner={shown.owner} />} />
  ) : (
    (SHELL_PAGES[shown.name] ?? (() => <NotFound />))()
  );
  return (
    <DashboardLayout hideFooter={shown.meta.hideFooter} fullWidth={shown.meta.fullWidth}>
      {content}
    </DashboardLayout>
  );
});
