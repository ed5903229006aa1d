export * from './client';
export { call, urlOf, type CallAnswer, type CallInput, type CallOptions } from './call';
export type { NoticePageParams } from '@portal/contract/notices';
export { getCourierCompanies } from './get-courier-companies';
export { downloadFile } from './download-file';
export { exportOrders } from './export-orders';
export * from './http-error';
export * from './navigation';
export { handleUnauthorized } from './unauthorized';
