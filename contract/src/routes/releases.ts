import type { releaseSchemas } from './releases.schemas';
import { linkRoutes } from './route';

/**
 * The remotes each user loads, and their releases (stable and canary channels, versions, history).
 * Publishing and rolling out remotes ships code to every browser: release operators only.
 */
export const releaseRoutes = linkRoutes<typeof releaseSchemas>()({
  frontendRemotes: { method: 'GET', url: '/api/sys/frontend/remotes', access: 'user' },
  releases: { method: 'GET', url: '/api/sys/frontend/releases', access: 'manager' },
  releaseSave: { method: 'PUT', url: '/api/sys/frontend/releases/:remote/:channel', access: 'release' },
  releaseSettings: { method: 'GET', url: '/api/sys/frontend/settings', access: 'release' },
  releaseVersions: { method: 'GET', url: '/api/sys/frontend/versions', access: 'manager' },
  releaseHistory: { method: 'GET', url: '/api/sys/frontend/history', access: 'manager' },
  releaseVersionRegister: { method: 'POST', url: '/api/sys/frontend/versions', access: 'release' },
  releaseCanary: { method: 'POST', url: '/api/sys/frontend/releases/:remote/canary', access: 'release' },
  releaseStopCanary: {
    method: 'POST',
    url: '/api/sys/frontend/releases/:remote/stop-canary',
    access: 'release',
  },
  releasePromote: { method: 'POST', url: '/api/sys/frontend/releases/:remote/promote', access: 'release' },
  releaseRollback: { method: 'POST', url: '/api/sys/frontend/releases/:remote/rollback', access: 'release' },
});
