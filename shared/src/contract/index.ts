export * from './integers';
export * from './paging';
export * from './numbers';
export * from './dates';
export * from './strings';
export * from './formats';
export * from './finite';
export type { Static } from '@sinclair/typebox';
export * from './chat-socket';
