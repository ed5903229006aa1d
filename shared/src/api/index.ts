export * from './client';
export { call, urlOf, type CallAnswer, type CallInput, type CallOptions } from './call';
export type { NoticePageParams } from '@portal/contract/notices';
export { downloadFile } from './download-file';
export * from './http-error';
export * from './navigation';
export { handleUnauthorized } from './unauthorized';
