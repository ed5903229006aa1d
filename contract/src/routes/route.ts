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

/**
 * What an entry holds at run time wherever the table is imported: its method, URL, right and summary.
 * The route files (`routes/<area>.ts`) hold these; the front ends' bundles carry nothing else of the table.
 */
export type RouteLink = Pick<RouteEntry, 'method' | 'url' | 'access' | 'summary'>;

/** An entry's schemas: the server's side of the table (`routes/<area>.schemas.ts`), keyed as the links. */
export type RouteSchemas = Pick<RouteEntry, 'params' | 'querystring' | 'body' | 'response'>;

/** A type-only key: no value ever has it. */
declare const entryType: unique symbol;

/**
 * A route's link, carrying the type of its whole entry (link and schemas) for `call()` and the server's
 * registration to read; the schemas themselves are not in the value.
 */
export type LinkedRoute<L extends RouteLink, S extends RouteSchemas> = L & { readonly [entryType]?: L & S };

/** The whole entry type of a route of the table (or of an entry written whole). */
export type EntryOf<R> = R extends { readonly [entryType]?: infer E extends RouteEntry } ? E : R;

/**
 * The links of one area of the table, tied by type to its schemas (`import type`, so that the schemas
 * stay out of whatever imports the links): `linkRoutes<typeof chatSchemas>()({ chatConfig: { … } })`.
 * Each name must have its schemas entry and each schemas entry its link.
 */
export const linkRoutes =
  <S extends Record<string, RouteSchemas>>() =>
  <const L extends { [K in keyof S]: RouteLink }>(
    links: L & Record<Exclude<keyof L, keyof S>, never>,
  ): { [K in keyof L]: LinkedRoute<L[K], K extends keyof S ? S[K] : RouteSchemas> } =>
    links;
