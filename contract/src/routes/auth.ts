import type { authSchemas } from './auth.schemas';
import { linkRoutes } from './route';

/** Sign-in, sign-out, the user's own password and the "forgot password" request. */
export const authRoutes = linkRoutes<typeof authSchemas>()({
  login: { method: 'POST', url: '/api/auth/login', access: 'public' },
  logout: { method: 'POST', url: '/api/auth/logout', access: 'user' },
  passwordChange: { method: 'PUT', url: '/api/auth/password', access: 'user' },
  passwordForget: { method: 'POST', url: '/api/auth/forget', access: 'public' },
});
