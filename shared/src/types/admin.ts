/** Which entry of a remote the signed-in user loads (`GET /api/sys/frontend/remotes`). */
export interface FrontendRemote {
  name: string;
  entry: string;
  version: string;
  channel: 'stable' | 'canary';
}
