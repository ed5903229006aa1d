import { fireEvent, screen, waitFor } from '@testing-library/react';
import { okResponse, renderWithProviders, signInAs, stubApi } from '@portal/shared/src/testing';
import '../../../locales';
import { NoticeList } from './notice-list';

const asked: string[] = [];
let restore: () => void;
beforeEach(() => {
  signInAs({ authority: 'manager' });
  asked.length = 0;
  restore = stubApi(({ method, path, config }) => {
    asked.push(`${method} ${path}`);
    return okResponse(config, method === 'GET' ? { total: 0, records: [] } : null);
  });
});
afterEach(() => restore());

test('the tab list holds tabs only; 全部已读 beside it marks every notice read', async () => {
  renderWithProviders(<NoticeList />, { inRemote: true, toastsStay: true });
  const tablist = await screen.findByRole('tablist');
  const markAll = screen.getByRole('button', { name: /全部已读|全部标为已读/ });
  expect(tablist.contains(markAll)).toBe(false);
  fireEvent.click(markAll);
  await waitFor(() => expect(asked).toContain('PUT /api/order/customer/notice/read/all'));
});
