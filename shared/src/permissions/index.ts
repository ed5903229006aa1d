export * from './checks';
export * from './authorized';
