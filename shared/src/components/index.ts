export * from './remote-root';
export * from './query-status-view';
export * from './list-load-failure';
export * from './open-chat-button';
export * from './paged-table';
export * from './confirm-link';
export * from './order-status-tag';
export * from './use-filter-form';
