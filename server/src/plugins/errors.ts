import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { translate, type MessageKey } from '../i18n';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(error: AjvError): string {
  const fromPath = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof missing === 'string') return fromPath ? `${fromPath}.${missing}` : missing;
  return fromPath || 'body';
}

function describe(error: AjvError): { key: MessageKey; limit?: unknown } {
  switch (error.keyword) {
    case 'required':
      return { key: 'fieldRequired' };
    case 'maxLength':
    case 'maxItems':
      return { key: 'fieldTooLong', limit: error.params.limit };
    case 'minLength':
    case 'minItems':
      return error.params.limit === 1
        ? { key: 'fieldRequired' }
        : { key: 'fieldTooShort', limit: error.params.limit };
    case 'minimum':
      return { key: 'fieldMin', limit: error.params.limit };
    case 'maximum':
      return { key: 'fieldMax', limit: error.params.limit };
    case 'enum':
    case 'const':
      return { key: 'fieldEnum' };
    case 'additionalProperties':
      return { key: 'fieldUnknown' };
    case 'pattern':
    case 'format':
      return { key: 'fieldPattern' };
    default:
      return { key: 'fieldType' };
  }
}

/** Every failure leaves as the envelope `{code, msg, data: null}` with its HTTP status, in the user's language. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = request.lang;
    const fail = (status: number, msg: string) =>
      reply.status(status).send({ code: status, msg, data: null });
    if (error instanceof HttpError)
      return fail(error.statusCode, translate(lang, error.messageKey, error.params));
    if (error.validation) {
      const first = error.validation[0] as unknown as AjvError;
      const { key, limit } = describe(first);
      const msg =
        first.keyword === 'required' &&
        first.instancePath === '' &&
        error.validationContext === 'body' &&
        !request.body
          ? translate(lang, 'bodyRequired')
          : translate(lang, key, { field: fieldOf(first), limit: String(limit ?? '') });
      return fail(400, msg);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return fail(500, translate(lang, 'serverError'));
    }
    if (status === 429) return fail(429, translate(lang, 'tooManyRequests'));
    if (status === 415 || status === 414 || status === 413 || status === 400)
      return fail(400, translate(lang, 'badRequest'));
    return fail(status, error.message);
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.serveSpa?.(request, reply)) return;
    reply.status(404).send({ code: 404, msg: translate(request.lang, 'notFound'), data: null });
  });
});
