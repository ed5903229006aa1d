import { isDeepStrictEqual } from 'node:util';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CONTRACT_FORMATS } from '@portal/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every mismatch the response check found (tests fail on any, with these texts). */
    responseMismatches: string[];
  }
  interface FastifyRequest {
    /** The answer as the handler built it, before the response schema serialised it (response check only). */
    responseBeforeSchema?: { schema: TSchema; json: string };
  }
}

/** The route's declared schema for this status (`200`, `2xx` or `default`), if any. */
function declaredSchema(request: FastifyRequest, reply: FastifyReply): TSchema | undefined {
  const response = request.routeOptions.schema?.response as Record<string, TSchema> | undefined;
  if (!response) return undefined;
  const status = String(reply.statusCode);
  return response[status] ?? response[`${status[0]}xx`] ?? response.default;
}

/**
 * For tests: every answer of a route with a response schema must be one the schema describes, and
 * serialising it through the schema must change nothing (fast-json-stringify drops undeclared
 * fields and turns a null into "" or 0 where the schema does not allow null). A mismatch fails the
 * request (a 500) and is kept in `app.responseMismatches`, so every server test also checks the
 * schemas of the routes it calls.
 * Registered before the plugins whose onSend rewrites answers (file links, compression).
 */
export default fp(async function responseCheck(app: FastifyInstance) {
  const mismatch = (text: string) => {
    app.responseMismatches.push(text);
    return new Error(text);
  };
  app.decorate('responseMismatches', [] as string[]);
  for (const [name, check] of Object.entries(CONTRACT_FORMATS))
    if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = declaredSchema(request, reply);
    if (!schema || payload === null || typeof payload !== 'object') return payload;
    const json = JSON.stringify(payload);
    const plain: unknown = JSON.parse(json);
    if (!Value.Check(schema, plain)) {
      const errors = [...Value.Errors(schema, plain)]
        .slice(0, 5)
        .map((error) => `${error.path || '/'}: ${error.message} (got ${JSON.stringify(error.value)})`);
      throw mismatch(
        `response of ${request.method} ${request.routeOptions.url} does not match its schema: ${errors.join('; ')}`,
      );
    }
    request.responseBeforeSchema = { schema, json };
    return payload;
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const before = request.responseBeforeSchema;
    if (!before || typeof payload !== 'string') return payload;
    request.responseBeforeSchema = undefined;
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(before.json))) {
      throw mismatch(
        `response of ${request.method} ${request.routeOptions.url} changes when serialised by its schema:\nbefore ${before.json}\nafter  ${payload}`,
      );
    }
    return payload;
  });
});
