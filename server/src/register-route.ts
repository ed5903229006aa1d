import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TObject, TInteger, TString, TSchema } from '@sinclair/typebox';
import { Answer, routeEntry, type EntryOf, type RouteEntry } from '@portal/contract';

type Part<E, K extends string> = EntryOf<E> extends { [key in K]: infer S extends TSchema } ? S : undefined;

/** The Fastify schema of a table entry: its parts as they are, the response inside the success envelope. */
export type SchemaOf<E extends RouteEntry> = {
  params: Part<E, 'params'>;
  querystring: Part<E, 'querystring'>;
  body: Part<E, 'body'>;
  response: EntryOf<E> extends { response: infer R extends TSchema }
    ? { 200: TObject<{ code: TInteger; msg: TString; data: R }> }
    : undefined;
};

export type EntryHandler<E extends RouteEntry> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  TypeBoxTypeProvider
>;

/** What a route adds to its entry: hooks, limits, and config other than the access (the entry says that). */
export type EntryOptions<E extends RouteEntry> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    TypeBoxTypeProvider
  >,
  'schema' | 'config'
> & { config?: Omit<FastifyContextConfig, 'access'> };

/** The Fastify schema of a route of the table (its schemas are beside its link: `routeEntry`). */
export function schemaOf(route: RouteEntry) {
  const entry: RouteEntry = routeEntry(route);
  return {
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.querystring ? { querystring: entry.querystring } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    ...(entry.response ? { response: { 200: Answer(entry.response) } } : {}),
    ...(entry.summary ? { summary: entry.summary } : {}),
  };
}

/**
 * Registers the route of a table entry (contract/src/routes): its method, URL, schemas and
 * access come from the entry, the handler and any hooks from the module.
 */
export function registerRoute<E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  handler: EntryHandler<E>,
): void;
export function registerRoute<E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  options: EntryOptions<E>,
  handler: EntryHandler<E>,
): void;
export function registerRoute<E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  optionsOrHandler: EntryOptions<E> | EntryHandler<E>,
  maybeHandler?: EntryHandler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (
    typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler
  ) as RouteHandlerMethod;
  app.route({
    ...(options as object),
    method: entry.method,
    url: entry.url,
    schema: schemaOf(entry),
    config: { ...options.config, access: entry.access },
    handler,
  });
}
