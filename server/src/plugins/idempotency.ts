import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http-error';
import { formatLimit } from '../modules/files/upload-limit';
import {
  claimKey,
  keepAnswer,
  keptRequest,
  purgeExpiredKeys,
  releaseKey,
  type RequestFingerprint,
} from './idempotency-repository';

/** The request header naming a write's key, and the answer header marking a replayed answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 1–128 visible ASCII characters (a UUID, for instance). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The answer headers kept with a key and sent again on a replay. */
const KEPT_HEADERS = ['content-type', 'content-disposition'];

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Room for a multipart body's part headers and boundaries beyond the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface KeyedRequest {
  key: string;
  /** This request runs under the key (it took the row); its answer is kept or the key let go. */
  claimed: boolean;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: KeyedRequest | null;
  }
  interface FastifyContextConfig {
    /** A body field that serves as the key when the header is absent (clients that put the key in the body). */
    idempotencyBodyKey?: string;
  }
}

/** JSON with object keys sorted, so that the same body hashes the same however its keys were ordered. */
export function stableJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Buffer.isBuffer(value)) return JSON.stringify(`base64:${value.toString('base64')}`);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = () => createHash('sha256');

/** Hash of a multipart body without its boundary (a client makes a new one for every send of the same parts). */
export function multipartHash(body: Buffer, contentType: string): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match ? Buffer.from(match[1] ?? match[2]) : null;
  const hash = sha256();
  if (!boundary || boundary.length === 0) return hash.update(body).digest('hex');
  let start = 0;
  for (let at = body.indexOf(boundary, start); at !== -1; at = body.indexOf(boundary, start)) {
    hash.update(body.subarray(start, at));
    start = at + boundary.length;
  }
  return hash.update(body.subarray(start)).digest('hex');
}

/**
 * Reads the whole multipart body (the file bytes count in the fingerprint) and puts a copy in the
 * request's place, which the multipart parser then reads as it would have read the connection.
 */
async function bufferMultipart(request: FastifyRequest, limit: number): Promise<string> {
  const raw = request.raw;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of raw) {
      size += (chunk as Buffer).length;
      if (size > limit) throw badRequest('fileTooLarge', { limit: formatLimit(limit - MULTIPART_OVERHEAD) });
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('uploadIncomplete');
  }
  const body = Buffer.concat(chunks);
  const copy = Object.assign(Readable.from([body]), {
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    method: raw.method,
    url: raw.url,
    httpVersion: raw.httpVersion,
    socket: raw.socket,
    complete: true,
    aborted: false,
  });
  (request as { raw: IncomingMessage }).raw = copy as unknown as IncomingMessage;
  return multipartHash(body, String(raw.headers['content-type'] ?? ''));
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * `Idempotency-Key` on every signed-in write (POST, PUT, PATCH, DELETE): the first request under a
 * key runs and its answer is kept for 24 hours unless it is a 5xx; a repeat with the same method,
 * URL and body gets that answer again with `Idempotent-Replayed: true`, a different request under
 * the key a 422, a repeat while the first still runs a 409. Keys are per user. See the server README.
 */
export default fp(async function idempotency(app: FastifyInstance) {
  app.decorateRequest('idempotency', null);
  let lastPurge = 0;

  const purgeNow = () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    purgeExpiredKeys(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purging idempotency keys failed'),
    );
  };

  // After sign-in is checked: a bad key is refused before the body is read.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.auth || !WRITE_METHODS.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))
      throw badRequest('idempotencyKeyInvalid');
    request.idempotency = { key: header, claimed: false, settled: false };
  });

  // With the body parsed (a multipart body is read here): run, refuse or replay.
  app.addHook('preValidation', async (request, reply) => {
    const user = request.auth;
    if (!user || !WRITE_METHODS.has(request.method)) return;
    if (!request.idempotency) {
      const field = request.routeOptions.config?.idempotencyBodyKey;
      const value = field ? (request.body as Record<string, unknown> | null | undefined)?.[field] : undefined;
      if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) return;
      request.idempotency = { key: value, claimed: false, settled: false };
    }
    const keyed = request.idempotency;
    const bodyHash = request.isMultipart()
      ? await bufferMultipart(request, app.uploadMaxBytes + MULTIPART_OVERHEAD)
      : sha256().update(stableJson(request.body)).digest('hex');
    const fingerprint: RequestFingerprint = { method: request.method, url: request.url, bodyHash };
    purgeNow();
    if (await claimKey(app.db, user.id, keyed.key, fingerprint)) {
      keyed.claimed = true;
      return;
    }
    const kept = await keptRequest(app.db, user.id, keyed.key);
    // Let go between our insert and this read (a 5xx): the repeat may run now.
    if (!kept) {
      if (await claimKey(app.db, user.id, keyed.key, fingerprint)) {
        keyed.claimed = true;
        return;
      }
      throw new HttpError(409, 'idempotencyKeyRunning');
    }
    if (
      kept.method !== fingerprint.method ||
      kept.url !== fingerprint.url ||
      kept.bodyHash !== fingerprint.bodyHash
    ) {
      throw new HttpError(422, 'idempotencyKeyReused');
    }
    if (kept.state === 'running' || kept.status === null) throw new HttpError(409, 'idempotencyKeyRunning');
    reply.code(kept.status);
    for (const [name, value] of Object.entries(kept.headers ?? {})) reply.header(name, value);
    reply.header(REPLAYED_HEADER, 'true');
    return reply.send(kept.body ?? '');
  });

  // Before file links are signed and before compression: the kept body is the plain answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = request.idempotency;
    const user = request.auth;
    if (!keyed?.claimed || keyed.settled || !user) return payload;
    keyed.settled = true;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    try {
      if (
        reply.statusCode >= 500 ||
        body === null ||
        (Buffer.isBuffer(payload) && !Buffer.from(body, 'utf8').equals(payload))
      ) {
        await releaseKey(app.db, user.id, keyed.key);
      } else {
        await keepAnswer(app.db, user.id, keyed.key, {
          status: reply.statusCode,
          headers: keptHeaders(reply),
          body,
        });
      }
    } catch (error) {
      request.log.warn({ err: error }, 'keeping the idempotent answer failed');
      await releaseKey(app.db, user.id, keyed.key).catch(() => undefined);
    }
    return payload;
  });
});
