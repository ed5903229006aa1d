import type { orderSchemas } from './orders.schemas';
import { linkRoutes } from './route';

/** Orders as customers place, list, read and export them; the dispatch station; the staff views. */
export const orderRoutes = linkRoutes<typeof orderSchemas>()({
  orderCreate: { method: 'POST', url: '/api/customer/order', access: 'user' },
  orderPage: { method: 'GET', url: '/api/customer/order/page', access: 'user' },
  orderCounts: { method: 'GET', url: '/api/customer/order/counts', access: 'user' },
  /** An .xlsx file. */
  orderExport: { method: 'GET', url: '/api/customer/order/export', access: 'user' },
  order: { method: 'GET', url: '/api/customer/order/:id', access: 'user' },
  stationPage: { method: 'GET', url: '/api/customer/dispatch/page', access: 'dispatch' },
  stationCounts: { method: 'GET', url: '/api/customer/dispatch/counts', access: 'dispatch' },
  staffOrder: { method: 'GET', url: '/api/dispatch/service/:id/detail', access: 'dispatch' },
  engineerTasks: { method: 'GET', url: '/api/dispatch/engineer/tasks', access: 'user' },
  engineerTaskCounts: { method: 'GET', url: '/api/dispatch/engineer/tasks/counts', access: 'user' },
  dial: { method: 'POST', url: '/api/sys/common/dail', access: 'manager' },
  firstTrain: { method: 'PUT', url: '/api/sys/dispatch/first/train', access: 'dispatch' },
  repairUserEdit: { method: 'POST', url: '/api/dispatch/service/update/detail/overall', access: 'dispatch' },
});
