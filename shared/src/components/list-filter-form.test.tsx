import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import '../i18n';
import { ListFilterForm } from './list-filter-form';

interface Filters {
  keyword?: string;
  owner?: string;
}

const renderForm = (filters: Filters, onSearch = jest.fn(), onReset = jest.fn()) => {
  const form = (shown: Filters) => (
    <ListFilterForm<Filters> filters={shown} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="keyword" label="关键字">
        <Input />
      </Form.Item>
      <Form.Item name="owner" label="负责人">
        <Input />
      </Form.Item>
    </ListFilterForm>
  );
  const { rerender } = render(form(filters));
  return { onSearch, onReset, showFilters: (next: Filters) => rerender(form(next)) };
};

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('shows the given filters; 查询 calls onSearch with the values', async () => {
  const { onSearch } = renderForm({ keyword: '泵' });
  await waitFor(() => expect(box('关键字').value).toBe('泵'));
  fireEvent.change(box('负责人'), { target: { value: '王工' } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: '泵', owner: '王工' }));
}, 20_000);

test('重置 clears the fields and calls onReset', async () => {
  const { onReset } = renderForm({ keyword: '泵', owner: '王工' });
  await waitFor(() => expect(box('负责人').value).toBe('王工'));
  fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
  expect(onReset).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(box('关键字').value).toBe(''));
  expect(box('负责人').value).toBe('');
}, 20_000);

test('new filters (the URL changed) replace what the form shows', async () => {
  const { showFilters } = renderForm({ keyword: '泵' });
  await waitFor(() => expect(box('关键字').value).toBe('泵'));
  fireEvent.change(box('负责人'), { target: { value: '未查询的' } });
  showFilters({ owner: '李工' });
  await waitFor(() => expect(box('负责人').value).toBe('李工'));
  expect(box('关键字').value).toBe('');
}, 20_000);
