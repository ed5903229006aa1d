import { isRemoteEntry, isRemoteHashedChunk, NOT_SHELL_PREFIXES } from './sw-routes';

const at = (path: string) => new URL(path, 'https://portal.example');

test("a remote's entry and manifest are asked of the network first, any published version", () => {
  expect(isRemoteEntry(at('/remotes/remote-dispatch/mf-manifest.json'))).toBe(true);
  expect(isRemoteEntry(at('/remotes/remote-dispatch/1.2.0/remoteEntry.js'))).toBe(true);
  expect(isRemoteHashedChunk(at('/remotes/remote-dispatch/remoteEntry.js'))).toBe(false);
});

test('only content-hashed chunks of remotes are served from the cache first', () => {
  expect(isRemoteHashedChunk(at('/remotes/remote-dispatch/__federation_expose_MyTasks.1a2b3c4d.js'))).toBe(true);
  expect(isRemoteHashedChunk(at('/remotes/remote-dispatch/main.js'))).toBe(false);
  expect(isRemoteHashedChunk(at('/api/dispatch/engineer/tasks'))).toBe(false);
  expect(isRemoteEntry(at('/api/remotes/mf-manifest.json'))).toBe(false);
});

test('API answers and files never become the host page', () => {
  expect(NOT_SHELL_PREFIXES).toEqual(expect.arrayContaining(['/api/', '/file/', '/remotes/']));
});
