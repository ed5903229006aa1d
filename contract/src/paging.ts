import { Type, type Static } from '@sinclair/typebox';
import { Int32 } from './integers';

export const PAGE_SIZE_MAX = 500;

/** `current` (1-based page) and `size` of every paged list. */
export const PageQuery = Type.Object({
  current: Int32({ minimum: 1, default: 1 }),
  size: Int32({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 }),
});
export type PageQuery = Static<typeof PageQuery>;
