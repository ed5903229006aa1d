import { incompatibilityOf, IncompatibleRemoteError, versionSkewPlugin } from './version-skew-plugin';

type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof versionSkewPlugin>['loadRemoteSnapshot']>>[0];

const args = (name: string, sharedVersion: string) =>
  ({
    moduleInfo: { name, entry: `http://127.0.0.1:8145/${name}/mf-manifest.json` },
    options: { shared: { '@portal/shared': [{ version: '0.1.0' }], react: [{ version: '19.3.1' }] } },
    manifestJson: {
      shared: [
        {
          name: '@portal/shared',
          version: sharedVersion,
          requiredVersion: `^${sharedVersion}`,
          singleton: true,
        },
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      ],
    },
    remoteSnapshot: {},
    from: 'manifest',
  }) as unknown as SnapshotArgs;

describe('versionSkewPlugin', () => {
  const plugin = versionSkewPlugin();

  it('passes a remote built against the provided line through unchanged', async () => {
    const input = args('remote_dispatch', '0.1.3');
    await expect(plugin.loadRemoteSnapshot!(input)).resolves.toBe(input);
    expect(incompatibilityOf('remote_dispatch')).toBeUndefined();
  });

  it('refuses a remote built against another line of @portal/shared before its entry runs, and remembers why', async () => {
    await expect(plugin.loadRemoteSnapshot!(args('remote_orders', '0.2.0'))).rejects.toBeInstanceOf(
      IncompatibleRemoteError,
    );
    expect(incompatibilityOf('remote_orders')?.detail).toEqual({
      dependency: '@portal/shared',
      required: '0.2.0',
      provided: '0.1.0',
    });
    // A later compatible version of the same remote clears the refusal.
    await plugin.loadRemoteSnapshot!(args('remote_orders', '0.1.0'));
    expect(incompatibilityOf('remote_orders')).toBeUndefined();
  });
});
