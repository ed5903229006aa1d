import { isRemoteEntry, isRemoteHashedChunk, NOT_SHELL_PREFIXES, remoteFilesOf } from './sw-routes';

const at = (path: string) => new URL(path, 'https://portal.example');

test("a remote's entry and manifest are asked of the network first, any published version", () => {
  expect(isRemoteEntry(at('/remotes/remote-dispatch/mf-manifest.json'))).toBe(true);
  expect(isRemoteEntry(at('/remotes/remote-dispatch/1.2.0/remoteEntry.js'))).toBe(true);
  expect(isRemoteHashedChunk(at('/remotes/remote-dispatch/remoteEntry.js'))).toBe(false);
});

test('only content-hashed chunks of remotes are served from the cache first', () => {
  expect(isRemoteHashedChunk(at('/remotes/remote-dispatch/__federation_expose_MyTasks.1a2b3c4d.js'))).toBe(
    true,
  );
  expect(isRemoteHashedChunk(at('/remotes/remote-dispatch/main.js'))).toBe(false);
  expect(isRemoteHashedChunk(at('/api/dispatch/engineer/tasks'))).toBe(false);
  expect(isRemoteEntry(at('/api/remotes/mf-manifest.json'))).toBe(false);
});

test('API answers and files never become the host page', () => {
  expect(NOT_SHELL_PREFIXES).toEqual(expect.arrayContaining(['/api/', '/file/', '/remotes/']));
});

test("a remote's manifest names every file of its pages, beside the manifest, each once", () => {
  const manifestUrl = at('/remotes/remote-dispatch/mf-manifest.json');
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        assets: {
          js: {
            sync: ['4836.68917d63.js', '__federation_expose_TaskDetails.c3dae80d.js'],
            async: ['7506.4079f419.js'],
          },
          css: { sync: ['a.0123abcd.css'], async: [] },
        },
      },
      { assets: { js: { sync: ['4836.68917d63.js'], async: ['https://elsewhere.example/x.0123abcd.js'] } } },
    ],
  };
  expect(remoteFilesOf(manifestUrl, manifest).map((url) => url.pathname)).toEqual([
    '/remotes/remote-dispatch/remoteEntry.js',
    '/remotes/remote-dispatch/4836.68917d63.js',
    '/remotes/remote-dispatch/__federation_expose_TaskDetails.c3dae80d.js',
    '/remotes/remote-dispatch/7506.4079f419.js',
    '/remotes/remote-dispatch/a.0123abcd.css',
  ]);
  expect(remoteFilesOf(manifestUrl, null)).toEqual([]);
  expect(remoteFilesOf(manifestUrl, { exposes: 'x' })).toEqual([]);
});

test("a remote's files on its release origin are kept like this origin's /remotes/", () => {
  const home = 'https://portal.example';
  const released = (file: string) => new URL(`/0.2.0-abc/${file}`, 'https://releases.example');
  expect(isRemoteEntry(released('mf-manifest.json'), home)).toBe(true);
  expect(isRemoteHashedChunk(released('4836.68917d63.js'), home)).toBe(true);
  expect(isRemoteEntry(at('/0.2.0-abc/mf-manifest.json'), home)).toBe(false);
  expect(isRemoteHashedChunk(at('/api/x.0123abcd.js'), home)).toBe(false);
  expect(isRemoteEntry(released('index.html'), home)).toBe(false);
});
