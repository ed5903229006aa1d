import type { noticeSchemas } from './notices.schemas';
import { linkRoutes } from './route';

/** The signed-in user's notices. */
export const noticeRoutes = linkRoutes<typeof noticeSchemas>()({
  noticePage: { method: 'GET', url: '/api/order/customer/notice/page', access: 'user' },
  noticeUnreadCount: { method: 'GET', url: '/api/order/customer/notice/unread/count', access: 'user' },
  noticeReadAll: { method: 'PUT', url: '/api/order/customer/notice/read/all', access: 'user' },
  noticeRead: { method: 'PUT', url: '/api/order/customer/notice/read/:id', access: 'user' },
  notice: { method: 'GET', url: '/api/order/customer/notice/:id', access: 'user' },
});
