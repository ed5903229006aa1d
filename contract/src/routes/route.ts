import type { TSchema } from '@sinclair/typebox';

/**
 * What a route needs: `public` (no sign-in), `user` (any signed-in user), `manager`, `dispatch`
 * (the allowDispatch right) or `release` (the allowRelease right).
 */
export type Access = 'public' | 'user' | 'manager' | 'dispatch' | 'release';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint: its method, full URL, the schemas of what it takes and the right it needs.
 * `response` is the schema of `data` inside the success envelope; a route without one answers with a
 * file or stream (downloads, exports) or with bytes it writes itself.
 */
export interface RouteEntry {
  method: RouteMethod;
  url: string;
  access: Access;
  summary?: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response?: TSchema;
}

/** Keeps the entry's literal types (method, URL and schemas) for the server and the typed client. */
export const route = <const E extends RouteEntry>(entry: E): E => entry;
