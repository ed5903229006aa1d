export * from './remote-root';
export * from './query-status-view';
