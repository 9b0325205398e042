import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { HOME_PATH, ROUTES, type RouteDef } from '@site/shared';
import { usePlatform } from '../platform/platform-context';
import { RouteView } from './RouteView';

/**
 * Any URL outside the table: a shell page that runs the guards like every route, so a member who
 * opens it directly gets their info and balance in the header.
 */
export const NOT_FOUND_ROUTE: RouteDef = { name: 'notFound', path: '*', owner: 'shell', meta: { hiddenFromMenu: true } };

/** The route table of spec §2: '/' → home, every route of shared ROUTES, anything else not found. */
export function AppRoutes() {
  const p = usePlatform();
  const navigate = useNavigate();
  useEffect(() => p.setNavigate(navigate), [p, navigate]);
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {ROUTES.map((r) => (
        <Route key={r.name} path={r.path} element={<RouteView def={r} />} />
      ))}
      <Route path="/app/help" element={<Navigate to="/app/help/kh" replace />} />
      <Route path={NOT_FOUND_ROUTE.path} element={<RouteView def={NOT_FOUND_ROUTE} />} />
    </Routes>
  );
}
