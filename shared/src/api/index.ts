export * from './client';
export { getNoticePage, type NoticePageParams } from './get-notice-page';
export * from './http-error';
export * from './navigation';
export { handleUnauthorized } from './unauthorized';
