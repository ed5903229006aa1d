import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http';

const Query = Type.Object({ type: Type.String({ minLength: 1, maxLength: 100 }) });

/** Dictionary entries of one type (e.g. im_fast_script for chat quick replies). */
export default async function dictionaries(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof Query> }>('/dict/data/list', { schema: { querystring: Query } }, async (request) =>
    ok(
      await app.db.query(
        `SELECT id, dict_type AS "dictType", dict_value AS "dictValue", dict_data_name AS "dictDataName", sort
           FROM dictionaries WHERE dict_type = $1 ORDER BY sort, id`,
        [request.query.type],
      ),
    ),
  );
}
