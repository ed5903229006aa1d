import { deactivatedPayload, groupReleases, toReleaseFormValues, toReleasePayload } from './release-form';
import { release } from './release.fixture';

test('a canary payload keeps a whole percentage in 0..100, each listed user once, and the switch', () => {
  expect(
    toReleasePayload('canary', {
      version: ' 0.2.0-canary ',
      entry: ' https://cdn.example.com/orders/mf-manifest.json ',
      rolloutPercent: 12.6,
      rolloutUsers: [5, 3, 5, 0],
      active: true,
    }),
  ).toEqual({
    version: '0.2.0-canary',
    entry: 'https://cdn.example.com/orders/mf-manifest.json',
    rolloutPercent: 13,
    rolloutUsers: [5, 3],
    active: true,
  });
  expect(toReleasePayload('canary', { version: 'x', entry: '/x', rolloutPercent: 140 }).rolloutPercent).toBe(
    100,
  );
  expect(toReleasePayload('canary', { version: 'x', entry: '/x', rolloutPercent: -3 }).rolloutPercent).toBe(
    0,
  );
  expect(toReleasePayload('canary', { version: 'x', entry: '/x', rolloutPercent: null })).toEqual({
    version: 'x',
    entry: '/x',
    rolloutPercent: 0,
    rolloutUsers: [],
    active: false,
  });
});

test('a stable payload is for everyone and always active, whatever the form holds', () => {
  expect(
    toReleasePayload('stable', {
      version: '0.3.0',
      entry: '/remotes/remote-orders/mf-manifest.json',
      rolloutPercent: 10,
      rolloutUsers: [4],
      active: false,
    }),
  ).toEqual({
    version: '0.3.0',
    entry: '/remotes/remote-orders/mf-manifest.json',
    rolloutPercent: 100,
    rolloutUsers: [],
    active: true,
  });
});

test('deactivating a canary changes only its switch', () => {
  const canary = release({ channel: 'canary', version: '0.2.0', rolloutPercent: 20, rolloutUsers: [9] });
  expect(deactivatedPayload(canary)).toEqual({
    version: '0.2.0',
    entry: '/remotes/remote-orders/mf-manifest.json',
    rolloutPercent: 20,
    rolloutUsers: [9],
    active: false,
  });
});

test('a canary not created yet starts from the stable entry, active, at 0 % with nobody listed', () => {
  const stable = release({});
  expect(toReleaseFormValues('canary', undefined, stable)).toEqual({
    version: '',
    entry: '/remotes/remote-orders/mf-manifest.json',
    rolloutPercent: 0,
    rolloutUsers: [],
    active: true,
  });
  const canary = release({
    channel: 'canary',
    version: '0.2.0',
    rolloutPercent: 5,
    rolloutUsers: [2],
    active: false,
  });
  expect(toReleaseFormValues('canary', canary, stable)).toEqual({
    version: '0.2.0',
    entry: '/remotes/remote-orders/mf-manifest.json',
    rolloutPercent: 5,
    rolloutUsers: [2],
    active: false,
  });
});

test('releases are grouped per remote, in the order of the portal, unknown remotes last', () => {
  const groups = groupReleases([
    release({ remote: 'remote_zeta' }),
    release({ remote: 'remote_admin' }),
    release({ remote: 'remote_orders', channel: 'canary' }),
    release({ remote: 'remote_orders' }),
    release({ remote: 'remote_chat' }),
  ]);
  expect(groups.map((g) => [g.remote, g.stable?.channel, g.canary?.channel])).toEqual([
    ['remote_orders', 'stable', 'canary'],
    ['remote_chat', 'stable', undefined],
    ['remote_admin', 'stable', undefined],
    ['remote_zeta', 'stable', undefined],
  ]);
});
