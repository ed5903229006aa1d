export * from './format';
export * from './pagination';
export * from './parse-id';
export * from './use-is-phone';
export * from './use-debounced-value';
export * from './use-replace-search';
export * from './use-list-search';
export * from './description-styles';
