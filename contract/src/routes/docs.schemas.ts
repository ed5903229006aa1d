import type { RouteSchemas } from './route';

/** The schemas of docRoutes (the server's side of the table), keyed as its routes. */
export const docSchemas = {
  openApi: {},
  asyncApi: {},
} satisfies Record<string, RouteSchemas>;
