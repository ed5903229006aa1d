import { INTEGRITY_GLOBAL, integrityOf, integrityPlugin, setRemoteIntegrity } from './integrity-plugin';

const entry = 'https://cdn.example.com/remote-orders/0.2.0-abcd/mf-manifest.json';

describe('remote file integrity', () => {
  beforeEach(() =>
    setRemoteIntegrity([
      {
        name: 'remote_orders',
        url: entry,
        integrity: {
          'mf-manifest.json': 'sha384-M',
          'remoteEntry.js': 'sha384-E',
          '215.31f33991.js': 'sha384-C',
        },
      },
      { name: 'remote_chat', url: 'http://localhost/remotes/remote-chat/mf-manifest.json', integrity: null },
    ]),
  );

  it('maps every published file of a remote to its hash, by absolute address without query', () => {
    expect(integrityOf(entry)).toBe('sha384-M');
    expect(integrityOf('https://cdn.example.com/remote-orders/0.2.0-abcd/215.31f33991.js?t=1')).toBe(
      'sha384-C',
    );
    expect(integrityOf('https://cdn.example.com/remote-orders/0.2.0-abcd/other.js')).toBeUndefined();
    expect(integrityOf('/remotes/remote-chat/remoteEntry.js')).toBeUndefined();
    // The remotes' chunk loaders ask through the global.
    expect((globalThis as Record<string, unknown>)[INTEGRITY_GLOBAL]).toBe(integrityOf);
  });

  it('creates the entry script with the hash and leaves remotes without hashes to the runtime', () => {
    const plugin = integrityPlugin();
    const script = plugin.createScript!({
      url: 'https://cdn.example.com/remote-orders/0.2.0-abcd/remoteEntry.js',
      attrs: {},
    }) as HTMLScriptElement;
    expect(script.integrity).toBe('sha384-E');
    expect(script.crossOrigin).toBe('anonymous');
    expect(
      plugin.createScript!({ url: 'http://localhost/remotes/remote-chat/remoteEntry.js', attrs: {} }),
    ).toBeUndefined();
  });

  it('fetches a manifest with its hash', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      await integrityPlugin().fetch!(entry, {});
      expect(fetchMock).toHaveBeenCalledWith(entry, expect.objectContaining({ integrity: 'sha384-M' }));
    } finally {
      globalThis.fetch = original;
    }
  });
});
