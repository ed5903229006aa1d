import { randomBytes } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import pino from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './seeds/seed-demo';
import { seedReleases } from './db/seed-releases';
import { switchOffReleases } from './modules/releases/release-repository';
import { entryAllowed } from './modules/releases/allowed-origins';
import errors from './plugins/errors';
import auth from './plugins/auth';
import idempotency from './plugins/idempotency';
import fileLinks from './plugins/file-links';
import responseCheck from './plugins/response-check';
import securityHeaders from './plugins/security-headers';
import staticFiles from './plugins/static-files';
import imGateway from './modules/chat/im-gateway';
import orderReadCache from './modules/orders/order-read-cache';
import reminders from './plugins/reminders';
import routes from './routes';
import openapi from './plugins/openapi';
import { keepTokenSecret, keptTokenSecret } from './modules/sessions/token-secret-repository';
import { extendAjv } from './plugins/contract-ajv';
import noStore from './plugins/no-store';
import { redactUrl } from './lib/log-redaction';
import { parseLang, translate } from './i18n';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    tokenSecret: string;
  }
}

async function tokenSecretFor(db: Database, configured: string | null): Promise<string> {
  if (configured) return configured;
  await keepTokenSecret(db, randomBytes(32).toString('base64url'));
  return keptTokenSecret(db);
}

/** What the request log shows of a request; tokens and link signatures in the URL are redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** One log line per request, when it completes (with its request, status and time), instead of two. */
class CompletedRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Builds the whole server on an open database: migrated, seeded when asked, every route registered. */
export interface BuildOptions {
  logger?: boolean;
  /** Where the request log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered (the authorization walk takes its route list from here). */
  onRoute?: (route: RouteOptions) => void;
  /** Check every answer against its route's response schema (tests; see plugins/response-check). */
  checkResponses?: boolean;
}

export async function buildApp(
  config: AppConfig,
  db: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  await migrate(db);
  if (config.seedDemo) await seedDemo(db);
  await seedReleases(db);
  // Releases pointing outside the deployment's release origins (written before they were a setting) never load.
  await switchOffReleases(db, (entry) => entryAllowed(entry, config.releaseOrigins));

  // The request log goes to stdout in 4 KB writes rather than one write per line; what is still
  // buffered is written when the app closes and, by pino, when the process exits.
  const logDestination =
    options.logger && !options.logStream ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : null;
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? {
            level: config.logLevel,
            serializers: { req: requestForLog },
            stream: options.logStream ?? logDestination ?? undefined,
          }
        : false,
    logController: new CompletedRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Long enough for any malformed id to reach validation (a 400 naming it, or 401 for an anonymous caller).
    routerOptions: { maxParamLength: 1000 },
    // A path the router cannot take (a longer parameter, broken %-encoding): a 400 in the caller's language.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) =>
      reply.status(400).send({
        code: 400,
        msg: translate(parseLang(request.headers['accept-language']), 'badRequest'),
        data: null,
      }),
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
      plugins: [extendAjv],
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (logDestination) app.addHook('onClose', async () => logDestination.flushSync());
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokenSecret', await tokenSecretFor(db, config.tokenSecret));

  await app.register(errors);
  await app.register(securityHeaders);
  if (options.checkResponses) await app.register(responseCheck);
  await app.register(auth);
  await app.register(noStore);
  // After sign-in (keys are per user) and before file links and compression (kept answers are the plain JSON).
  await app.register(idempotency);
  await app.register(fileLinks);
  await app.register(orderReadCache);
  // After file-links: its onSend rewrites JSON text, which must happen before compression. Only JSON
  // answers of 1 KB and more are compressed (static files come compressed from the build; downloads
  // and exports stream as they are); request bodies are never inflated.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json(;|$)/,
    globalDecompression: false,
  });
  await app.register(imGateway);
  await app.register(reminders);
  // Before the routes: the document is built from their registrations.
  await app.register(openapi);
  await app.register(routes);
  if (config.staticRoot)
    await app.register(staticFiles, { root: config.staticRoot, publishedRoot: config.publishedRemotesDir });
  return app;
}
