import { route } from './route';

/** The API's own description: no data in it, so no sign-in. */
export const docRoutes = {
  openApi: route({
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    summary: 'This document: the HTTP API as OpenAPI 3.1',
  }),
};
