export * from './query-client';
export * from './use-notice-query';
