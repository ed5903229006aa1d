import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';

// Loaded only once a signed-in path is visited (both chunks at once), so that the login page needs
// neither the layout nor the whole of antd that the layout and the remotes share.
const ForgetPage = lazy(() =>
  import('../features/auth/components/forget-page').then((m) => ({ default: m.ForgetPage })),
);
const signedIn = () => Promise.all([import('./protected-route'), import('./basic-layout')]);
const ProtectedRoute = lazy(() => signedIn().then(([m]) => ({ default: m.ProtectedRoute })));
const BasicLayout = lazy(() => signedIn().then(([, m]) => ({ default: m.BasicLayout })));

/**
 * /login and /forget are public. Everything else needs a session; inside it the layout resolves the
 * path against the server menu (a tab per page, the 404 page for unknown paths) and handles
 * /redirect/* itself so that the other open tabs stay mounted.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="/forget"
        element={
          <Suspense fallback={null}>
            <ForgetPage />
          </Suspense>
        }
      />
      <Route
        element={
          <Suspense fallback={null}>
            <ProtectedRoute />
          </Suspense>
        }
      >
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <BasicLayout />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
