import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { routes } from '@portal/contract';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

/**
 * The OpenAPI document: served to anyone, valid OpenAPI 3.1, and one with the route table and the
 * server: every route the server registers (its onRoute hook) is in the table and in the document,
 * and the table names no route the server does not register.
 */

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'];
/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
const registered: string[] = [];
let document: Document;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && method !== 'OPTIONS') registered.push(`${method} ${route.url}`);
      },
    },
  );
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});
afterAll(async () => {
  await t?.close();
});

describe('OpenAPI document', () => {
  it('is served without sign-in as JSON that no cache keeps unchecked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A signed-in caller gets the same document.
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: bearer(await login(t.app, 'admin')),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(document);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every registered route, the table holds them too, and the table nothing else', () => {
    const table = Object.values(routes).map((entry) => `${entry.method} ${entry.url}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(100);
    expect(new Set(table).size).toBe(table.length);
    expect(registered.filter((route) => !table.includes(route))).toEqual([]);
    expect(table.filter((route) => !registered.includes(route))).toEqual([]);
    const inDocument = (route: string) => {
      const [method, url] = route.split(' ');
      return documented.includes(`${method} ${openApiPath(url)}`);
    };
    expect(registered.filter((route) => !inDocument(route))).toEqual([]);
    expect(documented.length).toBe(table.length);
  });

  it('names the right each operation needs and the bearer token for all but public ones', () => {
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const [name, entry] of Object.entries(routes)) {
      const operation = document.paths[openApiPath(entry.url)][entry.method.toLowerCase()];
      expect({ name, access: operation['x-access'], operationId: operation.operationId }).toEqual({
        name,
        access: entry.access,
        operationId: name,
      });
      expect(operation.security).toEqual(entry.access === 'public' ? [] : [{ bearer: [] }]);
    }
    // The schemas come along: a path parameter, a query and a body.
    expect(document.paths['/api/customer/order/{id}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
    ]);
    expect(document.paths['/api/customer/order/page'].get.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['current', 'size', 'status']),
    );
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});
