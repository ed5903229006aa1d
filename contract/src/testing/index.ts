export * from './dispatcher-steps';
