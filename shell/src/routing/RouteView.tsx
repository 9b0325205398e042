import { useEffect, type ReactElement } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { RouteDef } from '@site/shared';
import { usePlatform } from '../platform/platform-context';
import { RemoteArea } from '../remotes/RemoteArea';
import { DashboardLayout } from '../layout/DashboardLayout';
import { Home } from '../pages/Home';
import { Loading } from '../pages/Loading';
import { NotFound } from '../pages/NotFound';

const SHELL_PAGES: Record<string, () => ReactElement> = {
  home: () => <Home />,
  loading: () => <Loading />,
  redirect: () => <Navigate to="/home" replace />,
  redirectPath: () => <RedirectPath />,
};

function RedirectPath() {
  const params = useParams();
  return <Navigate to={`/${params['*'] ?? ''}`} replace />;
}

/** One route of the table: the guard decides, then the shell page or the owning remote renders. */
export const RouteView = observer(function RouteView({ def }: { def: RouteDef }) {
  const p = usePlatform();
  const params = useParams() as Record<string, string>;
  const location = useLocation();
  const query = Object.fromEntries(new URLSearchParams(location.search));
  const blocked = def.meta.requiresAuth && !p.sessionStore.isLoggedIn;
  const depositOff = def.meta.depositOnly === true && p.siteStore.flags?.siteDeposit === false;

  useEffect(() => {
    if (blocked) p.dialogs.toast('请先登录账号，才能了解更多', 'warning');
  }, [blocked, p]);

  if (blocked) return <Navigate to="/home" replace />;
  if (depositOff || (def.name === 'helpTopic' && params.topic === 'ck' && p.siteStore.flags?.siteDeposit === false)) {
    return <DashboardLayout><NotFound /></DashboardLayout>;
  }
  const content = def.owner === 'shell'
    ? (SHELL_PAGES[def.name] ?? (() => <NotFound />))()
    : <RemoteArea remote={def.owner} platform={p} route={{ name: def.name, params, query }} />;
  return <DashboardLayout hideFooter={def.meta.hideFooter} fullWidth={def.meta.fullWidth}>{content}</DashboardLayout>;
});
