import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api } from '@portal/shared';
import { okResponse, renderWithProviders, signInAs } from '@portal/shared/src/testing';
import '../../../locales';
import { NoticeList } from './notice-list';

const originalAdapter = api.defaults.adapter;
const asked: string[] = [];
beforeEach(() => {
  signInAs({ authority: 'manager' });
  asked.length = 0;
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    asked.push(`${config.method} ${config.url}`);
    return okResponse(config, config.method === 'get' ? { total: 0, records: [] } : null);
  };
});
afterAll(() => {
  api.defaults.adapter = originalAdapter;
});

test('the tab list holds tabs only; 全部已读 beside it marks every notice read', async () => {
  renderWithProviders(<NoticeList />, { inRemote: true, toastsStay: true });
  const tablist = await screen.findByRole('tablist');
  const markAll = screen.getByRole('button', { name: /全部已读|全部标为已读/ });
  expect(tablist.contains(markAll)).toBe(false);
  fireEvent.click(markAll);
  await waitFor(() => expect(asked).toContain('put /order/customer/notice/read/all'));
});
