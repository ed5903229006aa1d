import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes, type ReleaseBody } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { pickRelease } from './rollout';
import { REMOTES } from '../../db/seed-releases';
import { badRequest } from '../../http-error';
import {
  checkEntry,
  promote,
  registerVersion,
  rollback,
  saveRelease,
  setCanary,
  stopCanary,
  type ReleaseActor,
} from './remote-releases';
import { computeIntegrity } from './version-integrity';
import { entryAllowed } from './allowed-origins';
import { historyList, publishedVersion, releaseList, releaseRows, versionList } from './release-repository';
import { ok } from '../../http';
import { registerRoute } from '../../register-route';

type RemoteName = (typeof REMOTES)[number]['name'];
const builtInEntry = (remote: RemoteName) =>
  `/remotes/${REMOTES.find((r) => r.name === remote)?.dir}/mf-manifest.json`;

/**
 * Which bundle of each remote the signed-in user loads. A remote has a stable release and may have a
 * canary that goes to listed users and a sticky percentage of the rest.
 */
export default async function frontendRemotes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const origins = app.config.releaseOrigins;
  const actorOf = (request: FastifyRequest): ReleaseActor => ({
    id: requireUser(request).id,
    address: request.ip,
    origins,
  });

  /**
   * The hashes to record for a version the caller did not hash: none when the version is already
   * recorded (hashed, or under another entry, which registering it refuses), else its files' hashes.
   */
  const hashesToRecord = async (remote: string, version: string, entry: string, actor: ReleaseActor) => {
    checkEntry(entry, actor);
    const known = await publishedVersion(app.db, remote, version);
    if (known && (known.hashed || known.entry !== entry)) return null;
    return computeIntegrity(entry, app.config.publishedRemotesDir);
  };

  /**
   * A row saved on the releases page sends its entry to browsers like a published version, so an
   * active row's version is hashed as adding it would. The built-in bundle this server builds and
   * serves itself is the one entry loaded without hashes.
   */
  const rowIntegrity = (remote: RemoteName, body: ReleaseBody, actor: ReleaseActor) => {
    checkEntry(body.entry, actor);
    if (!body.active || body.entry === builtInEntry(remote)) return null;
    return hashesToRecord(remote, body.version, body.entry, actor);
  };

  registerRoute(app, routes.frontendRemotes, async (request) => {
    const user = requireUser(request);
    const rows = await releaseRows(app.db);
    const remotes = REMOTES.flatMap((remote) => {
      // A row written outside the API cannot point pages elsewhere than the allowed origins either.
      const allowed = rows.filter((r) => r.remote === remote.name && entryAllowed(r.entry, origins));
      const chosen = pickRelease(user.id, allowed);
      if (!chosen) return [];
      const integrity = allowed.find((r) => r.channel === chosen.channel)?.integrity ?? null;
      return [
        {
          name: remote.name,
          entry: chosen.entry,
          version: chosen.version,
          channel: chosen.channel,
          integrity,
        },
      ];
    });
    return ok({ remotes });
  });

  registerRoute(app, routes.releases, async () => ok(await releaseList(app.db)));

  registerRoute(app, routes.releaseSave, async (request) => {
    const { remote, channel } = request.params;
    if (channel === 'stable' && !request.body.active) throw badRequest('fieldEnum', { field: 'active' });
    const actor = actorOf(request);
    const integrity = await rowIntegrity(remote, request.body, actor);
    await app.db.transaction((tx) => saveRelease(tx, remote, channel, request.body, integrity, actor));
    return ok(null);
  });

  registerRoute(app, routes.releaseSettings, async () =>
    ok({ publishedRemotesDir: app.config.publishedRemotesDir, releaseOrigins: [...origins] }),
  );

  registerRoute(app, routes.releaseVersions, async () => ok(await versionList(app.db)));

  registerRoute(app, routes.releaseHistory, async (request) =>
    ok(await historyList(app.db, request.query.remote ?? null)),
  );

  registerRoute(app, routes.releaseVersionRegister, async (request) => {
    const actor = actorOf(request);
    const { remote, version, entry } = request.body;
    // Added by hand: the server hashes the files itself (not again for a retry of a hashed version).
    const integrity = request.body.integrity ?? (await hashesToRecord(remote, version, entry, actor));
    const result = await app.db.transaction((tx) =>
      registerVersion(tx, remote, version, entry, integrity, actor),
    );
    return ok({ remote, version, entry, result });
  });

  registerRoute(app, routes.releaseCanary, async (request) => {
    const actor = actorOf(request);
    const { version, rolloutPercent, rolloutUsers } = request.body;
    await app.db.transaction((tx) =>
      setCanary(tx, request.params.remote, version, { users: rolloutUsers, percent: rolloutPercent }, actor),
    );
    return ok(null);
  });

  registerRoute(app, routes.releaseStopCanary, async (request) => {
    const actor = actorOf(request);
    await app.db.transaction((tx) => stopCanary(tx, request.params.remote, actor));
    return ok(null);
  });

  registerRoute(app, routes.releasePromote, async (request) => {
    const actor = actorOf(request);
    const version = await app.db.transaction((tx) =>
      promote(tx, request.params.remote, request.body?.version ?? null, actor),
    );
    return ok({ version });
  });

  registerRoute(app, routes.releaseRollback, async (request) => {
    const actor = actorOf(request);
    const version = await app.db.transaction((tx) => rollback(tx, request.params.remote, actor));
    return ok({ version });
  });
}
