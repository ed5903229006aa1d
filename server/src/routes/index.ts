import type { FastifyInstance } from 'fastify';
import storage from '../plugins/storage';
import { markFileLinks } from '../plugins/file-links';
import { badRequest } from '../http-error';
import login from './auth/login';
import logout from './auth/logout';
import password from './auth/password';
import forget from './auth/forget';
import userDetail from './order/user-detail';
import notices from './order/notices';
import repairUsers from './order/repair-users';
import frontendRemotes from './sys/frontend-remotes';
import announcements from './sys/announcements';
import users from './sys/users';
import im from './sys/im';
import projects from './sys/projects';
import dictionaries from './sys/dictionaries';
import courierCompanies from './sys/courier-companies';
import dispatchStation from './customer/dispatch-station';
import orders from './customer/orders';
import accessories from './customer/accessories';
import settlement from './customer/settlement';
import area from './geo/area';
import files from './file/files';
import genericModels from './model/generic';
import dispatch from './dispatch';

/** The path of the first string holding a NUL character (PostgreSQL rejects those in text), or null. */
function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export default async function routes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.query, '') ?? nulField(request.params, '') ?? nulField(request.body, '');
    if (field) throw badRequest('fieldType', { field });
  });
  await app.register(storage);
  for (const plugin of [login, logout, password, forget]) await app.register(plugin, { prefix: '/api/auth' });
  for (const plugin of [userDetail, notices, repairUsers]) await app.register(plugin, { prefix: '/api/order' });
  for (const plugin of [frontendRemotes, announcements, users, projects, dictionaries, courierCompanies]) {
    await app.register(plugin, { prefix: '/api/sys' });
  }
  // Chat answers carry file messages and avatars.
  await app.register(
    async (scope) => {
      markFileLinks(scope);
      await scope.register(im);
    },
    { prefix: '/api/sys' },
  );
  for (const plugin of [dispatchStation, orders, accessories, settlement]) await app.register(plugin, { prefix: '/api/customer' });
  await app.register(area, { prefix: '/api/geo' });
  await app.register(genericModels, { prefix: '/api/model' });
  await app.register(files, { prefix: '/file' });
  await app.register(dispatch, { prefix: '/api' });
}
