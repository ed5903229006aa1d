export * from './remote-root';
export * from './query-status-view';
export * from './list-load-failure';
export * from './paged-table';
