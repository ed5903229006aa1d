import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { routes, type Access } from '@portal/contract';
import { registerRoute } from '../register-route';
import { chatAsyncApiDocument } from './chat-asyncapi';

/** The rights a route may need, as the document explains them. */
const ACCESS_TEXT: Record<Access, string> = {
  public: 'No sign-in needed.',
  user: 'Any signed-in user.',
  manager: 'Managers only.',
  dispatch: 'Users with the dispatch right (allowDispatch) only.',
  release: 'Users with the release right (allowRelease) only.',
};

/** The server package's version (src/plugins and dist/plugins are both two folders below it). */
const version = (
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }
).version;

const nameOf = new Map(Object.entries(routes).map(([name, entry]) => [`${entry.method} ${entry.url}`, name]));

/**
 * The OpenAPI 3.1 document of every route in the table (contract/src/routes), built from the
 * registered routes themselves, served at GET /api/openapi.json; beside it the chat socket protocol
 * as AsyncAPI 3.0 (GET /api/asyncapi.json, from the contract's event table). Each operation names the right it
 * needs (`x-access`) and, unless public, the bearer token (`Authorization: Bearer <token>`).
 */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Service order portal API',
        version,
        description:
          'Every answer with a JSON body is the envelope `{ code, msg, data }` (`code` 0 on success). ' +
          'Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url, route }) => {
      const method = [route.method].flat()[0];
      const name = nameOf.get(`${method} ${route.url}`);
      if (!name) return { schema: { ...schema, hide: true }, url };
      const access = routes[name as keyof typeof routes].access;
      return {
        url,
        schema: {
          ...schema,
          operationId: name,
          tags: [tagOf(route.url)],
          description: ACCESS_TEXT[access],
          security: access === 'public' ? [] : [{ bearer: [] }],
          'x-access': access,
        } as typeof schema,
      };
    },
  });

  // The document changes only with a deployment: a cache may keep it but asks again each time.
  registerRoute(app, routes.openApi, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
  const asyncApi = chatAsyncApiDocument(version);
  registerRoute(app, routes.asyncApi, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(asyncApi),
  );
});

/** The tag of a URL: its first segment after /api (e.g. `sys`, `customer`, `dispatch`), or `file`. */
function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  return first === 'api' ? second : first;
}
