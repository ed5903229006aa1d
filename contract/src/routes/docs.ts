import type { docSchemas } from './docs.schemas';
import { linkRoutes } from './route';

/** The API's own descriptions (HTTP and socket): no data in them, so no sign-in. */
export const docRoutes = linkRoutes<typeof docSchemas>()({
  openApi: {
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    summary: 'This document: the HTTP API as OpenAPI 3.1',
  },
  asyncApi: {
    method: 'GET',
    url: '/api/asyncapi.json',
    access: 'public',
    summary: 'The chat socket protocol as AsyncAPI 3.0, written from the event table',
  },
});
