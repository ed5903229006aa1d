import type { FastifyInstance } from 'fastify';
import storage from '../plugins/storage';
import { markFileLinks } from '../plugins/file-links';
import { badRequest } from '../http-error';
import login from '../modules/sessions/login-routes';
import logout from '../modules/sessions/logout-routes';
import password from '../modules/users/password-routes';
import forget from '../modules/users/forget-routes';
import userDetail from '../modules/users/user-detail-routes';
import notices from '../modules/notices/notice-routes';
import repairUsers from '../modules/repair-users/repair-user-routes';
import frontendRemotes from '../modules/releases/release-routes';
import announcements from '../modules/announcements/announcement-routes';
import users from '../modules/users/user-routes';
import im from '../modules/chat/chat-routes';
import projects from '../modules/catalog/project-routes';
import dictionaries from '../modules/catalog/dictionary-routes';
import courierCompanies from '../modules/accessories/courier-company-routes';
import dispatchStation from '../modules/orders/dispatch-station-routes';
import orders from '../modules/orders/order-routes';
import accessories from '../modules/accessories/accessory-routes';
import settlement from '../modules/settlement/settlement-routes';
import area from '../modules/catalog/area-routes';
import files from '../modules/files/file-routes';
import genericModels from '../modules/catalog/model-routes';
import steps from '../modules/order-flow/step-routes';
import detail from '../modules/orders/detail-routes';
import staff from '../modules/users/staff-routes';
import tracking from '../modules/tracking/tracking-routes';
import receipts from '../modules/receipts/receipt-routes';
import express from '../modules/accessories/express-routes';
import calls from '../modules/orders/call-routes';
import repairUserEdit from '../modules/orders/repair-user-edit-routes';

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
  // Each route's URL is its table entry's (contract/src/routes): the plugins add no prefix.
  const plugins = [
    login,
    logout,
    password,
    forget,
    userDetail,
    notices,
    repairUsers,
    frontendRemotes,
    announcements,
    users,
    projects,
    dictionaries,
    courierCompanies,
  ];
  for (const plugin of plugins) await app.register(plugin);
  // Chat answers carry file messages and avatars.
  await app.register(async (scope) => {
    markFileLinks(scope);
    await scope.register(im);
  });
  for (const plugin of [
    dispatchStation,
    orders,
    settlement,
    area,
    genericModels,
    files,
    steps,
    detail,
    staff,
    tracking,
    receipts,
    accessories,
    express,
    calls,
    repairUserEdit,
  ]) {
    await app.register(plugin);
  }
}
