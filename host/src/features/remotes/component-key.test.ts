import {
  checkComponentKey,
  checkRemote,
  exposesModule,
  parseComponentKey,
  type RemoteManifest,
} from './component-key';

const manifest: RemoteManifest = {
  name: 'remote_orders',
  exposes: [
    { name: 'SystemAnnounce', path: './SystemAnnounce' },
    { path: './Workplace' },
    { name: 'routes', path: './routes' },
  ],
};
const known = ['remote_orders', 'remote_dispatch', 'remote_chat', 'remote_admin'];

describe('parseComponentKey', () => {
  it('splits remote and module', () => {
    expect(parseComponentKey('remote_orders/SystemAnnounce')).toEqual({
      remote: 'remote_orders',
      module: 'SystemAnnounce',
    });
  });

  it('rejects keys that are not <remote>/<module>', () => {
    expect(parseComponentKey('SystemAnnounce')).toBeNull();
    expect(parseComponentKey('remote_orders/')).toBeNull();
    expect(parseComponentKey('../remote_orders/x')).toBeNull();
    expect(parseComponentKey('')).toBeNull();
  });
});

describe('checkComponentKey', () => {
  it('accepts a module the manifest exposes by name or by path', () => {
    expect(checkComponentKey('remote_orders/SystemAnnounce', known, manifest)).toEqual({
      ok: true,
      remote: 'remote_orders',
      module: 'SystemAnnounce',
    });
    expect(checkComponentKey('remote_orders/Workplace', known, manifest).ok).toBe(true);
  });

  it('refuses a remote the user was not given', () => {
    expect(checkRemote('remote_secret/Page', known)).toEqual({
      ok: false,
      reason: 'unknownRemote',
      remote: 'remote_secret',
    });
    expect(checkComponentKey('remote_secret/Page', known, manifest).ok).toBe(false);
  });

  it('refuses a module the manifest does not expose', () => {
    expect(checkComponentKey('remote_orders/Missing', known, manifest)).toEqual({
      ok: false,
      reason: 'notExposed',
      remote: 'remote_orders',
    });
    expect(exposesModule(manifest, 'SystemAnnounceX')).toBe(false);
  });

  it('refuses malformed keys', () => {
    expect(checkComponentKey('nonsense', known, manifest)).toEqual({ ok: false, reason: 'malformed' });
  });
});
