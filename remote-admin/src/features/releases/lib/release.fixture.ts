import type { Release } from '@portal/shared/contract';

/** Test data: the manifest address of remote-orders' stable release. */
export const ORDERS_ENTRY = '/remotes/remote-orders/mf-manifest.json';

/** A release row as GET /releases lists it: remote-orders' active stable 0.1.0 where `partial` says nothing else. */
export const release = (partial: Partial<Release>): Release => ({
  remote: 'remote_orders',
  channel: 'stable',
  version: '0.1.0',
  entry: ORDERS_ENTRY,
  rolloutPercent: 100,
  rolloutUsers: [],
  active: true,
  offReason: null,
  updatedAt: '2024-06-01 10:00:00',
  ...partial,
});
