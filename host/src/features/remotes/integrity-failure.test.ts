import { createHash, webcrypto } from 'node:crypto';
import {
  integrityFailureOf,
  noteFailedLoad,
  RemoteIntegrityError,
  sriOf,
  watchScriptFailures,
} from './integrity-failure';
import { setRemoteIntegrity } from './published-files';

// jsdom has no SubtleCrypto: the one Node gives browsers' code is the same standard API.
if (!globalThis.crypto.subtle)
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

const folder = 'https://cdn.example.com/remote-dispatch/0.2.0-abcd/';
const PUBLISHED: Record<string, string> = {
  'mf-manifest.json': '{"name":"remote_dispatch"}',
  'remoteEntry.js': 'var remote_dispatch = {};',
  '__federation_expose_DispatchStation.39ddfbe0.js': 'console.log("station");',
};
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** The origin as it serves the files now: `changed` ones with a byte more, `down` ones not at all. */
const origin =
  ({ changed = [], down = [] }: { changed?: string[]; down?: string[] }) =>
  async (url: string) => {
    const file = url.slice(folder.length);
    if (down.includes(file)) throw new TypeError('Failed to fetch');
    return bytes(changed.includes(file) ? `${PUBLISHED[file]}\n` : PUBLISHED[file]);
  };

beforeAll(() => watchScriptFailures());
beforeEach(() =>
  setRemoteIntegrity([
    {
      name: 'remote_dispatch',
      url: `${folder}mf-manifest.json`,
      integrity: Object.fromEntries(Object.entries(PUBLISHED).map(([file, text]) => [file, sri(text)])),
    },
    { name: 'remote_chat', url: 'http://localhost/remotes/remote-chat/mf-manifest.json', integrity: null },
  ]),
);

/** A script element loaded with a hash that fails, as the browser reports it (an `error` event, no reason). */
function failScript(file: string) {
  const script = document.createElement('script');
  script.integrity = sri(PUBLISHED[file] ?? '');
  script.src = `${folder}${file}`;
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}

describe('which failed loads the integrity check refused', () => {
  it('computes the SRI string of some bytes as the publish command does', async () => {
    expect(await sriOf(bytes('abc'), 'sha384-x')).toBe(sri('abc'));
  });

  it('a chunk that failed and now differs from its published hash: refused, naming the remote and the file', async () => {
    failScript('__federation_expose_DispatchStation.39ddfbe0.js');
    const error = await integrityFailureOf(
      'remote_dispatch',
      origin({ changed: ['__federation_expose_DispatchStation.39ddfbe0.js'] }),
    );
    expect(error).toBeInstanceOf(RemoteIntegrityError);
    expect(error).toMatchObject({
      remote: 'remote_dispatch',
      file: '__federation_expose_DispatchStation.39ddfbe0.js',
    });
    // Examined once: the next failure is judged on its own.
    expect(
      await integrityFailureOf(
        'remote_dispatch',
        origin({ changed: ['__federation_expose_DispatchStation.39ddfbe0.js'] }),
      ),
    ).toBeUndefined();
  });

  it('a manifest fetch that failed and now differs: refused the same way', async () => {
    noteFailedLoad(`${folder}mf-manifest.json?t=1`);
    expect(
      await integrityFailureOf('remote_dispatch', origin({ changed: ['mf-manifest.json'] })),
    ).toMatchObject({ file: 'mf-manifest.json' });
  });

  it('a file that failed but is as published, or cannot be read at all, is a load failure, not a refusal', async () => {
    failScript('remoteEntry.js');
    expect(await integrityFailureOf('remote_dispatch', origin({}))).toBeUndefined();
    failScript('remoteEntry.js');
    expect(await integrityFailureOf('remote_dispatch', origin({ down: ['remoteEntry.js'] }))).toBeUndefined();
  });

  it('counts only the remote asked about, and files loaded with a hash', async () => {
    failScript('remoteEntry.js');
    const changed = origin({ changed: ['remoteEntry.js'] });
    expect(await integrityFailureOf('remote_chat', changed)).toBeUndefined();
    expect(await integrityFailureOf('remote_dispatch', changed)).toMatchObject({ file: 'remoteEntry.js' });
    noteFailedLoad('http://localhost/remotes/remote-chat/remoteEntry.js');
    const plain = document.createElement('script');
    plain.src = `${folder}remoteEntry.js`;
    document.head.appendChild(plain);
    plain.dispatchEvent(new Event('error'));
    expect(await integrityFailureOf('remote_dispatch', changed)).toBeUndefined();
    expect(await integrityFailureOf('remote_chat', changed)).toBeUndefined();
  });
});
