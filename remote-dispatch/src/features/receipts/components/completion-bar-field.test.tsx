import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInAs, stubRoutes } from '@portal/shared/src/testing';
import type { QueuedItem } from '@portal/shared/field';
import '../../../locales';
import { queueAct } from '../../../lib/field-sync/field-sync';
import { useFieldSyncStore } from '../../../lib/field-sync/sync-store';
import { CompletionBar } from './completion-bar';

jest.mock('../../../lib/field-sync/field-sync', () => ({ queueAct: jest.fn() }));
jest.mock('../../../lib/field-sync/kept-on-phone', () => ({
  keptOnPhone: async (_key: string, fetch: () => Promise<unknown>) => ({
    value: await fetch(),
    savedAt: null,
  }),
}));
/** The orders whose lack-receipt note was read. */
const getLackReceipt = jest.fn();
let restore: () => void;
afterEach(() => restore());
const queued = jest.mocked(queueAct);

const waiting = { state: 'pending' } as QueuedItem;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ allowDispatch: false });
  useFieldSyncStore.setState({ items: [] });
  getLackReceipt.mockResolvedValue({ serviceId: 5, lackReceipt: null, isLackReceipt: false });
  restore = stubRoutes({ lackReceipt: ({ query }) => getLackReceipt(query.serviceId) });
});

test('on the phone 完工 is queued as an act of the phone and reads as kept when offline', async () => {
  queued.mockResolvedValue(waiting);
  renderWithProviders(<CompletionBar order={{ id: 5, availableSteps: ['complete'] }} editable field />, {
    inRemote: true,
  });
  fireEvent.click(await screen.findByRole('button', { name: '完工' }));
  await waitFor(() =>
    expect(queued).toHaveBeenCalledWith({
      serviceId: 5,
      label: 'action.complete',
      step: 'complete',
      calls: [{ route: 'stepComplete', params: { id: 5 }, body: {} }],
    }),
  );
  expect(await screen.findByText('已保存在本机，联网后自动同步')).toBeTruthy();
});

test('the lack-receipt note is queued; a note waiting on the phone shows as 等待同步', async () => {
  queued.mockResolvedValue(waiting);
  renderWithProviders(<CompletionBar order={{ id: 5, availableSteps: ['complete'] }} editable field />, {
    inRemote: true,
  });
  fireEvent.click(await screen.findByRole('button', { name: '缺少验收资料' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' 客户未签字 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() =>
    expect(queued).toHaveBeenCalledWith({
      serviceId: 5,
      label: 'receipt.lackAct',
      detail: '客户未签字',
      calls: [{ route: 'lackReceiptSave', body: { serviceId: 5, lackReceipt: '客户未签字' } }],
    }),
  );
  useFieldSyncStore.setState({
    items: [{ ...waiting, serviceId: 5, label: 'receipt.lackAct', detail: '客户未签字' }],
  });
  expect(await screen.findByText('客户未签字')).toBeTruthy();
  expect(screen.getByText('等待同步')).toBeTruthy();
});
