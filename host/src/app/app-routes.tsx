import { Route, Routes } from 'react-router-dom';
import { ForgetPage } from '../features/auth/components/forget-page';
import { LoginPage } from '../features/auth/components/login-page';
import { BasicLayout } from './basic-layout';
import { ProtectedRoute } from './protected-route';

/**
 * /login and /forget are public. Everything else needs a session; inside it the layout resolves the
 * path against the server menu (a tab per page, the 404 page for unknown paths) and handles
 * /redirect/* itself so that the other open tabs stay mounted.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forget" element={<ForgetPage />} />
      <Route element={<ProtectedRoute />}>
        <Route path="*" element={<BasicLayout />} />
      </Route>
    </Routes>
  );
}
