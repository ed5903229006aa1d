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
import type { RouteSchemas } from './route';

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

/** The schemas of releaseRoutes (the server's side of the table), keyed as its routes. */
export const releaseSchemas = {
  frontendRemotes: { response: FrontendRemotes },
  releases: { response: Type.Array(Release) },
  releaseSave: { params: RemoteChannelParams, body: ReleaseBody, response: Type.Null() },
  releaseSettings: { response: ReleaseSettings },
  releaseVersions: { response: Type.Array(RemoteVersion) },
  releaseHistory: { querystring: HistoryQuery, response: Type.Array(ReleaseHistoryEntry) },
  releaseVersionRegister: { body: RemoteVersionBody, response: Registered },
  releaseCanary: { params: RemoteParams, body: CanaryBody, response: Type.Null() },
  releaseStopCanary: { params: RemoteParams, response: Type.Null() },
  releasePromote: { params: RemoteParams, body: PromoteBody, response: StableVersion },
  releaseRollback: { params: RemoteParams, response: StableVersion },
} satisfies Record<string, RouteSchemas>;
