import { route } from './route';

/** The API's own descriptions (HTTP and socket): no data in them, so no sign-in. */
export const docRoutes = {
  openApi: route({
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    summary: 'This document: the HTTP API as OpenAPI 3.1',
  }),
  asyncApi: route({
    method: 'GET',
    url: '/api/asyncapi.json',
    access: 'public',
    summary: 'The chat socket protocol as AsyncAPI 3.0, written from the event table',
  }),
};
