import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import type { QueuedItem } from '@portal/shared/field';
import '../../../locales';
import { discardAct, retryAct } from '../../../lib/field-sync';
import { QueuedReceiptTiles } from './queued-receipt-tiles';

jest.mock('../../../lib/field-sync', () => ({ discardAct: jest.fn(), retryAct: jest.fn() }));

const photo = (seq: number, name: string, state: QueuedItem['state'], message?: string): QueuedItem => ({
  seq,
  key: `k${seq}`,
  serviceId: 5,
  templateId: 2,
  label: 'receipt.photoAct',
  detail: name,
  actedAt: '2026-11-27T10:00:00.000+08:00',
  calls: [
    {
      route: 'fileUpload',
      file: new Blob(['x'], { type: 'image/jpeg' }),
      fileName: name,
    },
  ],
  answers: [],
  state,
  message,
  attempts: 1,
});

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:thumb');
  URL.revokeObjectURL = jest.fn();
});

test('a waiting photo keeps its thumbnail and reads 等待同步, never a failure', () => {
  renderWithProviders(<QueuedReceiptTiles items={[photo(1, 'a.jpg', 'pending')]} />, { inRemote: true });
  const tile = screen.getByRole('group', { name: 'a.jpg，等待同步' });
  expect(tile.querySelector('img')?.getAttribute('src')).toBe('blob:thumb');
  expect(within(tile).getByText('等待同步')).toBeTruthy();
  expect(within(tile).queryByRole('button')).toBeNull();
  expect(screen.queryByText('请求失败')).toBeNull();
});

test("a refused photo shows the server's words and stays until retried or discarded", async () => {
  renderWithProviders(<QueuedReceiptTiles items={[photo(4, 'b.jpg', 'refused', '工单已取消')]} />, {
    inRemote: true,
  });
  const tile = screen.getByRole('group', { name: 'b.jpg，服务器拒绝' });
  expect(within(tile).getByText('工单已取消')).toBeTruthy();
  expect(within(tile).getByText('服务器拒绝')).toBeTruthy();
  fireEvent.click(within(tile).getByRole('button', { name: '重试' }));
  expect(retryAct).toHaveBeenCalledWith(4);
  fireEvent.click(within(tile).getByRole('button', { name: '放弃' }));
  expect(discardAct).not.toHaveBeenCalled();
  fireEvent.click(await screen.findByRole('button', { name: '确定' }));
  await waitFor(() => expect(discardAct).toHaveBeenCalledWith(4));
});
