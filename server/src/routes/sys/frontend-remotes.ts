import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int32 } from '@portal/shared/contract';
import { requireUser } from '../../plugins/auth';
import { pickRelease, type ReleaseRow } from '../../domain/rollout';
import { REMOTES } from '../../db/seed-releases';
import { badRequest } from '../../http-error';
import { ok } from '../../http';

const RELEASE_COLUMNS = `remote, channel, version, entry, rollout_percent AS "rolloutPercent", rollout_users AS "rolloutUsers", active`;

const RemoteParams = Type.Object({
  remote: Type.Union(REMOTES.map((r) => Type.Literal(r.name))),
  channel: Type.Union([Type.Literal('stable'), Type.Literal('canary')]),
});
const ReleaseBody = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 40 }),
  entry: Type.String({ minLength: 1, maxLength: 500, pattern: '^(https?://|/)\\S+$' }),
  rolloutPercent: Int32({ minimum: 0, maximum: 100, default: 0 }),
  rolloutUsers: Type.Array(Id, { maxItems: 1000, default: [] }),
  active: Type.Boolean({ default: true }),
});

/**
 * Which bundle of each remote the signed-in user loads. A remote has a stable release and may have a
 * canary that goes to listed users and a sticky percentage of the rest.
 */
export default async function frontendRemotes(app: FastifyInstance) {
  app.get('/frontend/remotes', async (request) => {
    const user = requireUser(request);
    const rows = await app.db.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM frontend_releases`);
    const remotes = REMOTES.flatMap((remote) => {
      const release = pickRelease(
        user.id,
        rows.filter((r) => r.remote === remote.name),
      );
      return release ? [{ name: remote.name, entry: release.entry, version: release.version, channel: release.channel }] : [];
    });
    return ok({ remotes });
  });

  app.get('/frontend/releases', { config: { access: 'manager' } }, async () =>
    ok(await app.db.query(`SELECT ${RELEASE_COLUMNS}, to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt" FROM frontend_releases ORDER BY remote, channel`)),
  );

  app.put<{ Params: Static<typeof RemoteParams>; Body: Static<typeof ReleaseBody> }>(
    '/frontend/releases/:remote/:channel',
    { schema: { params: RemoteParams, body: ReleaseBody }, config: { access: 'manager' } },
    async (request) => {
      const { remote, channel } = request.params;
      const body = request.body;
      if (channel === 'stable' && !body.active) throw badRequest('fieldEnum', { field: 'active' });
      await app.db.query(
        `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
           rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = EXCLUDED.active, updated_at = now()`,
        [remote, channel, body.version, body.entry, channel === 'stable' ? 100 : body.rolloutPercent, body.rolloutUsers, body.active],
      );
      return ok(null);
    },
  );
}
