export * from './order-status';
