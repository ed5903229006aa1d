import type { userSchemas } from './users.schemas';
import { linkRoutes } from './route';

/** The signed-in user's own details, staff lists and system users (managers). */
export const userRoutes = linkRoutes<typeof userSchemas>()({
  userDetail: { method: 'GET', url: '/api/order/user/detail', access: 'user' },
  staffList: { method: 'GET', url: '/api/sys/staff/:kind', access: 'manager' },
  onTheJobUsers: { method: 'GET', url: '/api/customer/dispatch/onTheJobs/users', access: 'manager' },
  onTheJobList: { method: 'GET', url: '/api/sys/user/on/the/job/list', access: 'manager' },
  systemUserPage: { method: 'GET', url: '/api/sys/user/page', access: 'manager' },
  systemUser: { method: 'GET', url: '/api/sys/user/:id', access: 'manager' },
  customerCompanies: { method: 'GET', url: '/api/sys/customer/company/list', access: 'manager' },
  systemUserCreate: { method: 'POST', url: '/api/sys/user', access: 'manager' },
  systemUserUpdate: { method: 'PUT', url: '/api/sys/user/:id', access: 'manager' },
  systemUserPassword: { method: 'PUT', url: '/api/sys/user/:id/password', access: 'manager' },
  systemUserInvalidate: { method: 'POST', url: '/api/sys/user/invalid', access: 'manager' },
});
