export * from './api';
export * from './user';
export * from './order';
export * from './admin';
