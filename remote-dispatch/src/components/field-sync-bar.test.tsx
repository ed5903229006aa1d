import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, signInAs } from '@portal/shared/src/testing';
import type { QueuedItem } from '@portal/shared/field';
import '../locales';
import { useFieldSyncStore } from '../lib/field-sync/sync-store';
import { FieldSyncBar } from './field-sync-bar';

jest.mock('../lib/field-sync', () => ({
  startFieldSync: () => undefined,
  syncNow: jest.fn(),
  useFieldSyncStore: jest.requireActual('../lib/field-sync/sync-store').useFieldSyncStore,
}));

const waiting: QueuedItem = {
  seq: 1,
  key: 'k1',
  serviceId: 6,
  label: 'action.arrive',
  step: 'arrive',
  calls: [],
  answers: [],
  actedAt: '2026-12-03T08:00:00.000+08:00',
  state: 'pending',
  attempts: 0,
};

beforeEach(() => signInAs({ allowDispatch: false }));

test('the list of waiting acts opens while the phone syncs them', async () => {
  useFieldSyncStore.setState({ online: true, items: [waiting], syncing: true });
  renderWithProviders(<FieldSyncBar />, { inRemote: true });
  const button = await screen.findByRole('button', { name: /待同步 1/ });
  expect(button.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(button);
  expect(await screen.findByRole('dialog', { name: /待同步 1/ })).toBeTruthy();
});
