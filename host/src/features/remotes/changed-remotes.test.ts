import { changedRemotes } from './changed-remotes';

const remote = (name: string, entry: string) => ({
  name,
  entry,
  version: '1',
  channel: 'stable' as const,
  integrity: null,
});

describe('changedRemotes', () => {
  const loaded = new Map([
    ['remote_dispatch', { entry: '/remotes/remote-dispatch/mf-manifest.json' }],
    ['remote_chat', { entry: '/remotes/remote-chat/mf-manifest.json' }],
  ]);

  it('is empty while every remote keeps its entry', () => {
    expect(
      changedRemotes([remote('remote_dispatch', '/remotes/remote-dispatch/mf-manifest.json')], (n) =>
        loaded.get(n),
      ),
    ).toEqual([]);
  });

  it('names a remote whose entry moved to a new version, and one that was not loaded before', () => {
    const latest = [
      remote('remote_dispatch', '/remotes/remote-dispatch/0.2.0-1a2b3c4d/mf-manifest.json'),
      remote('remote_chat', '/remotes/remote-chat/mf-manifest.json'),
      remote('remote_admin', '/remotes/remote-admin/mf-manifest.json'),
    ];
    expect(changedRemotes(latest, (n) => loaded.get(n)).map((r) => r.name)).toEqual([
      'remote_dispatch',
      'remote_admin',
    ]);
  });
});
