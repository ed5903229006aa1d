import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@portal/shared';
import { LoginPage } from '../features/auth/components/login-page';
import { guardRedirect } from '../features/auth/guard';
import { loadForget, loadSignedIn, useAntdProviders } from './signed-in-chunks';

// The login page needs neither antd nor the layout; the other pages bring antd's providers with them
// (see signed-in-chunks.ts).
const ForgetPage = lazy(() => loadForget().then(([, m]) => ({ default: m.ForgetPage })));
const ProtectedRoute = lazy(() => loadSignedIn().then(([, m]) => ({ default: m.ProtectedRoute })));
const BasicLayout = lazy(() => loadSignedIn().then(([, , m]) => ({ default: m.BasicLayout })));

const later = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** A visitor without a session goes to /login at once, before any of the signed-in code is fetched. */
function SignedInOnly() {
  const location = useLocation();
  const token = useSessionStore((s) => s.token);
  const redirect = guardRedirect(location, !!token);
  return redirect ? <Navigate to={redirect} replace /> : later(<ProtectedRoute />);
}

/**
 * /login and /forget are public. Everything else needs a session; inside it the layout resolves the
 * path against the server menu (a tab per page, the 404 page for unknown paths) and handles
 * /redirect/* itself so that the other open tabs stay mounted.
 */
export function AppRoutes() {
  const AntdProviders = useAntdProviders();
  const { pathname } = useLocation();
  // Wrapping the routes remounts them, so it waits until the visitor has left the login page (the
  // providers may arrive while they type); from then on the routes stay wrapped, login included.
  const wrapped = useRef(false);
  if (AntdProviders && pathname !== '/login') wrapped.current = true;
  const routes = (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forget" element={later(<ForgetPage />)} />
      <Route element={<SignedInOnly />}>
        <Route path="*" element={later(<BasicLayout />)} />
      </Route>
    </Routes>
  );
  return AntdProviders && wrapped.current ? <AntdProviders>{routes}</AntdProviders> : routes;
}
