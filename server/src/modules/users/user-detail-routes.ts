import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UserInfo } from '@portal/shared/contract';
import { userInfoOf, type UserInfoRow } from './user-info';
import { requireUser } from '../../plugins/auth';
import { carriesFileLinks } from '../../plugins/file-links';
import { Answer, JSON_TYPE, ok } from '../../http';

/**
 * The answer's UTF-8 bytes per user row. Rows come back from the session cache, the same object on
 * every hit until the user or the session changes, so the answer is serialised once per row and its
 * bytes are sent again (a JSON text with Chinese in it costs more to write as a string than as
 * bytes). An answer with a file link (an avatar) is not kept: its links are signed per request.
 */
const sentBytes = new WeakMap<UserInfoRow, Buffer | null>();

export default async function userDetail(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/user/detail', { schema: { response: { 200: Answer(UserInfo) } }, config: { fileLinks: true } }, async (request, reply) => {
    const row = requireUser(request).profile;
    const bytes = sentBytes.get(row);
    // The route's reply type is the answer's; these bytes are that answer, serialised by its schema.
    if (bytes) return (reply as FastifyReply).type(JSON_TYPE).send(bytes);
    const answer = ok(userInfoOf(row));
    if (bytes === undefined) {
      const json = reply.serialize(answer) as string;
      sentBytes.set(row, carriesFileLinks(json) ? null : Buffer.from(json));
    }
    // The first answer for a row goes the ordinary way (signed links; the response check of the tests).
    return answer;
  });
}
