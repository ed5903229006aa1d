import type { FastifyInstance } from 'fastify';
import login from './auth/login';
import logout from './auth/logout';
import password from './auth/password';
import forget from './auth/forget';
import userDetail from './order/user-detail';
import notices from './order/notices';
import frontendRemotes from './sys/frontend-remotes';
import announcements from './sys/announcements';
import users from './sys/users';
import im from './sys/im';
import dispatchStation from './customer/dispatch-station';

export default async function routes(app: FastifyInstance) {
  for (const plugin of [login, logout, password, forget]) await app.register(plugin, { prefix: '/api/auth' });
  for (const plugin of [userDetail, notices]) await app.register(plugin, { prefix: '/api/order' });
  for (const plugin of [frontendRemotes, announcements, users, im]) await app.register(plugin, { prefix: '/api/sys' });
  await app.register(dispatchStation, { prefix: '/api/customer' });
}
