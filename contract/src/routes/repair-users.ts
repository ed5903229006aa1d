import type { repairUserSchemas } from './repair-users.schemas';
import { linkRoutes } from './route';

/** A customer's repair users (the people and places orders are for). */
export const repairUserRoutes = linkRoutes<typeof repairUserSchemas>()({
  repairUserPage: { method: 'GET', url: '/api/order/repair/user/page', access: 'user' },
  repairUserList: { method: 'GET', url: '/api/order/repair/user/list', access: 'user' },
  repairUserCreate: { method: 'POST', url: '/api/order/repair/user', access: 'user' },
  repairUserUpdate: { method: 'PUT', url: '/api/order/repair/user/:id', access: 'user' },
  repairUser: { method: 'GET', url: '/api/order/user/all/user/item/get/:id', access: 'user' },
  repairUserInvalidate: { method: 'POST', url: '/api/order/user/invalid', access: 'user' },
});
