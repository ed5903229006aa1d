import { Type } from '@sinclair/typebox';
import {
  CanaryBody,
  FrontendRemotes,
  REMOTE_NAMES,
  Release,
  ReleaseBody,
  ReleaseChannel,
  ReleaseHistoryEntry,
  ReleaseSettings,
  ReleaseVersion,
  RemoteVersion,
  StableVersion,
  VersionBody,
} from '../releases';
import { route } from './route';

const Remote = Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name)));
const RemoteChannelParams = Type.Object({ remote: Remote, channel: ReleaseChannel });
const RemoteParams = Type.Object({ remote: Remote });
const RemoteVersionBody = Type.Composite([
  Type.Omit(VersionBody, ['remote']),
  Type.Object({ remote: Remote }),
]);
const PromoteBody = Type.Object({ version: Type.Optional(ReleaseVersion) });
const HistoryQuery = Type.Object({ remote: Type.Optional(Remote) });
const Registered = Type.Composite([
  Type.Omit(RemoteVersionBody, ['integrity']),
  Type.Object({ result: Type.Union([Type.Literal('created'), Type.Literal('existing')]) }),
]);

/**
 * The remotes each user loads, and their releases (stable and canary channels, versions, history).
 * Publishing and rolling out remotes ships code to every browser: release operators only.
 */
export const releaseRoutes = {
  frontendRemotes: route({
    method: 'GET',
    url: '/api/sys/frontend/remotes',
    access: 'user',
    response: FrontendRemotes,
  }),
  releases: route({
    method: 'GET',
    url: '/api/sys/frontend/releases',
    access: 'manager',
    response: Type.Array(Release),
  }),
  releaseSave: route({
    method: 'PUT',
    url: '/api/sys/frontend/releases/:remote/:channel',
    access: 'release',
    params: RemoteChannelParams,
    body: ReleaseBody,
    response: Type.Null(),
  }),
  releaseSettings: route({
    method: 'GET',
    url: '/api/sys/frontend/settings',
    access: 'release',
    response: ReleaseSettings,
  }),
  releaseVersions: route({
    method: 'GET',
    url: '/api/sys/frontend/versions',
    access: 'manager',
    response: Type.Array(RemoteVersion),
  }),
  releaseHistory: route({
    method: 'GET',
    url: '/api/sys/frontend/history',
    access: 'manager',
    querystring: HistoryQuery,
    response: Type.Array(ReleaseHistoryEntry),
  }),
  releaseVersionRegister: route({
    method: 'POST',
    url: '/api/sys/frontend/versions',
    access: 'release',
    body: RemoteVersionBody,
    response: Registered,
  }),
  releaseCanary: route({
    method: 'POST',
    url: '/api/sys/frontend/releases/:remote/canary',
    access: 'release',
    params: RemoteParams,
    body: CanaryBody,
    response: Type.Null(),
  }),
  releaseStopCanary: route({
    method: 'POST',
    url: '/api/sys/frontend/releases/:remote/stop-canary',
    access: 'release',
    params: RemoteParams,
    response: Type.Null(),
  }),
  releasePromote: route({
    method: 'POST',
    url: '/api/sys/frontend/releases/:remote/promote',
    access: 'release',
    params: RemoteParams,
    body: PromoteBody,
    response: StableVersion,
  }),
  releaseRollback: route({
    method: 'POST',
    url: '/api/sys/frontend/releases/:remote/rollback',
    access: 'release',
    params: RemoteParams,
    response: StableVersion,
  }),
};
