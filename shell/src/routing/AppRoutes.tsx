import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { ROUTES } from '@site/shared';
import { usePlatform } from '../platform/platform-context';
import { DashboardLayout } from '../layout/DashboardLayout';
import { NotFound } from '../pages/NotFound';
import { RouteView } from './RouteView';

/** The route table of spec §2: '/' → home, every route of shared ROUTES, anything else not found. */
export function AppRoutes() {
  const p = usePlatform();
  const navigate = useNavigate();
  useEffect(() => p.setNavigate(navigate), [p, navigate]);
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/home" replace />} />
      {ROUTES.map((r) => (
        <Route key={r.name} path={r.path} element={<RouteView def={r} />} />
      ))}
      <Route path="/app/help" element={<Navigate to="/app/help/kh" replace />} />
      <Route
        path="*"
        element={
          <DashboardLayout>
            <NotFound />
          </DashboardLayout>
        }
      />
    </Routes>
  );
}
