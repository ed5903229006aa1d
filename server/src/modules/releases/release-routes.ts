import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int32 } from '@portal/shared/contract';
import { requireUser } from '../../plugins/auth';
import { pickRelease, type ReleaseRow } from './rollout';
import { REMOTES } from '../../db/seed-releases';
import { badRequest } from '../../http-error';
import {
  promote,
  recordEdit,
  registerVersion,
  rollback,
  setCanary,
  stopCanary,
} from './remote-releases';
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

const Remote = Type.Union(REMOTES.map((r) => Type.Literal(r.name)));
const RemoteOnly = Type.Object({ remote: Remote });
/** package version + content hash, e.g. `0.2.0-3f9a1c2e`: also a folder name, so no slashes or dots-only. */
const Version = Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]*$' });
const Entry = Type.String({ minLength: 1, maxLength: 500, pattern: '^(https?://|/)\\S+$' });
const VersionBody = Type.Object({ remote: Remote, version: Version, entry: Entry });
const CanaryBody = Type.Object({
  version: Version,
  rolloutPercent: Int32({ minimum: 0, maximum: 100, default: 0 }),
  rolloutUsers: Type.Array(Id, { maxItems: 1000, default: [] }),
});
const PromoteBody = Type.Object({ version: Type.Optional(Version) });
const HistoryQuery = Type.Object({ remote: Type.Optional(Remote) });

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
      return release
        ? [{ name: remote.name, entry: release.entry, version: release.version, channel: release.channel }]
        : [];
    });
    return ok({ remotes });
  });

  app.get('/frontend/releases', { config: { access: 'manager' } }, async () =>
    ok(
      await app.db.query(
        `SELECT ${RELEASE_COLUMNS}, to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt" FROM frontend_releases ORDER BY remote, channel`,
      ),
    ),
  );

  app.put<{ Params: Static<typeof RemoteParams>; Body: Static<typeof ReleaseBody> }>(
    '/frontend/releases/:remote/:channel',
    { schema: { params: RemoteParams, body: ReleaseBody }, config: { access: 'manager' } },
    async (request) => {
      const { remote, channel } = request.params;
      const body = request.body;
      if (channel === 'stable' && !body.active) throw badRequest('fieldEnum', { field: 'active' });
      const actor = requireUser(request);
      await app.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
           rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = EXCLUDED.active, updated_at = now()`,
          [
            remote,
            channel,
            body.version,
            body.entry,
            channel === 'stable' ? 100 : body.rolloutPercent,
            body.rolloutUsers,
            body.active,
          ],
        );
        await tx.query(
          `INSERT INTO frontend_versions (remote, version, entry, published_by) VALUES ($1, $2, $3, $4) ON CONFLICT (remote, version) DO NOTHING`,
          [remote, body.version, body.entry, actor.id],
        );
        await recordEdit(
          tx,
          remote,
          body.version,
          { percent: body.rolloutPercent, users: body.rolloutUsers },
          actor,
        );
      });
      return ok(null);
    },
  );

  app.get('/frontend/versions', { config: { access: 'manager' } }, async () =>
    ok(
      await app.db.query(
        `SELECT v.remote, v.version, v.entry, u.name AS "publishedBy", to_char(v.published_at, 'YYYY-MM-DD HH24:MI:SS') AS "publishedAt"
           FROM frontend_versions v LEFT JOIN users u ON u.id = v.published_by
          ORDER BY v.remote, v.published_at DESC, v.id DESC`,
      ),
    ),
  );

  app.get<{ Querystring: Static<typeof HistoryQuery> }>(
    '/frontend/history',
    { schema: { querystring: HistoryQuery }, config: { access: 'manager' } },
    async (request) =>
      ok(
        await app.db.query(
          `SELECT h.id, h.remote, h.action, h.version, h.previous_version AS "previousVersion", h.rollout_percent AS "rolloutPercent",
                  h.rollout_users AS "rolloutUsers", u.name AS "actor", to_char(h.created_at, 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"
             FROM frontend_release_history h LEFT JOIN users u ON u.id = h.actor_id
            WHERE $1::text IS NULL OR h.remote = $1
            ORDER BY h.id DESC LIMIT 200`,
          [request.query.remote ?? null],
        ),
      ),
  );

  app.post<{ Body: Static<typeof VersionBody> }>(
    '/frontend/versions',
    { schema: { body: VersionBody }, config: { access: 'manager' } },
    async (request) => {
      const actor = requireUser(request);
      const { remote, version, entry } = request.body;
      const result = await app.db.transaction((tx) => registerVersion(tx, remote, version, entry, actor));
      return ok({ remote, version, entry, result });
    },
  );

  app.post<{ Params: Static<typeof RemoteOnly>; Body: Static<typeof CanaryBody> }>(
    '/frontend/releases/:remote/canary',
    { schema: { params: RemoteOnly, body: CanaryBody }, config: { access: 'manager' } },
    async (request) => {
      const actor = requireUser(request);
      const { version, rolloutPercent, rolloutUsers } = request.body;
      await app.db.transaction((tx) =>
        setCanary(
          tx,
          request.params.remote,
          version,
          { users: rolloutUsers, percent: rolloutPercent },
          actor,
        ),
      );
      return ok(null);
    },
  );

  app.post<{ Params: Static<typeof RemoteOnly> }>(
    '/frontend/releases/:remote/stop-canary',
    { schema: { params: RemoteOnly }, config: { access: 'manager' } },
    async (request) => {
      const actor = requireUser(request);
      await app.db.transaction((tx) => stopCanary(tx, request.params.remote, actor));
      return ok(null);
    },
  );

  app.post<{ Params: Static<typeof RemoteOnly>; Body: Static<typeof PromoteBody> }>(
    '/frontend/releases/:remote/promote',
    { schema: { params: RemoteOnly, body: PromoteBody }, config: { access: 'manager' } },
    async (request) => {
      const actor = requireUser(request);
      const version = await app.db.transaction((tx) =>
        promote(tx, request.params.remote, request.body?.version ?? null, actor),
      );
      return ok({ version });
    },
  );

  app.post<{ Params: Static<typeof RemoteOnly> }>(
    '/frontend/releases/:remote/rollback',
    { schema: { params: RemoteOnly }, config: { access: 'manager' } },
    async (request) => {
      const actor = requireUser(request);
      const version = await app.db.transaction((tx) => rollback(tx, request.params.remote, actor));
      return ok({ version });
    },
  );
}
