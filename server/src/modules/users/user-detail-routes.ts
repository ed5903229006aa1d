import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { UserInfo } from '@portal/contract';
import { type Envelope, routes } from '@portal/contract';
import { userInfoOf, type UserInfoRow } from './user-info';
import { requireUser } from '../../plugins/auth';
import { carriesFileLinks } from '../../plugins/file-links';
import { JSON_TYPE, ok } from '../../http';
import { registerRoute } from '../../register-route';

/**
 * The answer per user row, and its UTF-8 bytes when it carries no file link (an avatar's links are
 * signed per request). Rows come back from the session cache, the same object on every hit until
 * the user or the session changes, so the menu is built and the answer serialised once per row (a
 * JSON text with Chinese in it costs more to write as a string than as bytes).
 */
const kept = new WeakMap<UserInfoRow, { answer: Envelope<UserInfo>; bytes: Buffer | null }>();

export default async function userDetail(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  registerRoute(app, routes.userDetail, { config: { fileLinks: true } }, async (request, reply) => {
    const row = requireUser(request).profile;
    const hit = kept.get(row);
    // The route's reply type is the answer's; these bytes are that answer, serialised by its schema.
    if (hit?.bytes) return (reply as FastifyReply).type(JSON_TYPE).send(hit.bytes);
    if (hit) return hit.answer;
    const answer = ok(userInfoOf(row));
    const json = reply.serialize(answer) as string;
    kept.set(row, { answer, bytes: carriesFileLinks(json) ? null : Buffer.from(json) });
    // The first answer for a row goes the ordinary way (signed links; the response check of the tests).
    return answer;
  });
}
