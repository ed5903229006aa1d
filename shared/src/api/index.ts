export * from './client';
export * from './http-error';
export * from './navigation';
export { handleUnauthorized } from './unauthorized';
