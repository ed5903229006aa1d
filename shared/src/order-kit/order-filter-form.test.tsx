import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../testing';
import { OrderFilterForm } from './order-filter-form';
import type { OrderFilterValues } from './order-filter-codec';

type Values = OrderFilterValues & { note?: string };

const box = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const button = (name: RegExp) => screen.getByRole('button', { name });

test('shows only the fields asked for, labelled as the portal names the order fields, and those the URL holds', async () => {
  const onSearch = jest.fn();
  renderWithProviders(
    <OrderFilterForm<Values>
      name="kit"
      fields={['serviceNo', 'create']}
      values={{ serviceNo: 'SO1', create: { start: '2024-06-01 00:00:00' } }}
      onSearch={onSearch}
      onReset={jest.fn()}
    />,
  );
  await waitFor(() => expect(box('服务单号').value).toBe('SO1'));
  expect(screen.getByText('创建时间')).toBeTruthy();
  expect(screen.queryByLabelText('项目名称')).toBeNull();
  expect(screen.queryByRole('button', { name: /展开/ })).toBeNull();

  fireEvent.change(box('服务单号'), { target: { value: ' SO2 ' } });
  fireEvent.click(button(/查\s*询/));
  await waitFor(() =>
    expect(onSearch).toHaveBeenCalledWith({ serviceNo: ' SO2 ', create: { start: '2024-06-01 00:00:00' } }),
  );
}, 20_000);

test('folded fields appear on 展开 and keep filtering while folded again; 重置 clears and calls onReset', async () => {
  const onSearch = jest.fn();
  const onReset = jest.fn();
  renderWithProviders(
    <OrderFilterForm<Values>
      name="kit"
      fields={['serviceNo']}
      folded={['engineerName']}
      values={{}}
      onSearch={onSearch}
      onReset={onReset}
      label={(key) => `label-${key}`}
    />,
  );
  expect(screen.queryByLabelText('label-engineerName')).toBeNull();
  const expand = button(/展开/);
  expect(expand.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(expand);
  fireEvent.change(box('label-engineerName'), { target: { value: '赵' } });
  fireEvent.click(button(/收起/));
  fireEvent.click(button(/查\s*询/));
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ engineerName: '赵' })));

  fireEvent.click(button(/重\s*置/));
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(box('label-engineerName').value).toBe('');
}, 20_000);

test('a folded filter the URL holds opens the form unfolded', async () => {
  renderWithProviders(
    <OrderFilterForm<Values>
      name="kit"
      fields={['serviceNo']}
      folded={['engineerName']}
      values={{ engineerName: '赵' }}
      onSearch={jest.fn()}
      onReset={jest.fn()}
    />,
  );
  await waitFor(() => expect(box('工程师').value).toBe('赵'));
  expect(button(/收起/).getAttribute('aria-expanded')).toBe('true');
}, 20_000);

test('a field of its own (not an order filter) sits among the filters and is searched with them', async () => {
  const onSearch = jest.fn();
  renderWithProviders(
    <OrderFilterForm<Values>
      name="kit"
      fields={[
        'serviceNo',
        {
          name: 'note',
          item: (
            <Form.Item name="note" label="备注">
              <Input />
            </Form.Item>
          ),
        },
      ]}
      onSearch={onSearch}
      onReset={jest.fn()}
      extraActions={<button type="button">导出</button>}
    />,
  );
  fireEvent.change(box('备注'), { target: { value: '加急' } });
  fireEvent.click(button(/查\s*询/));
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ note: '加急' })));
  expect(button(/导出/)).toBeTruthy();
}, 20_000);

describe('on a phone', () => {
  const desktop = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });

  test('only the first field shows; the others, time ranges included, are built on 展开', async () => {
    const onSearch = jest.fn();
    renderWithProviders(
      <OrderFilterForm<Values>
        name="kit"
        fields={['serviceNo', 'engineerName', 'create']}
        values={{}}
        onSearch={onSearch}
        onReset={jest.fn()}
      />,
    );
    expect(box('服务单号')).toBeTruthy();
    expect(screen.queryByLabelText('工程师')).toBeNull();
    expect(screen.queryByText('创建时间')).toBeNull();
    fireEvent.click(button(/展开/));
    fireEvent.change(box('工程师'), { target: { value: '赵' } });
    expect(screen.getByText('创建时间')).toBeTruthy();
    fireEvent.click(button(/查\s*询/));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ engineerName: '赵' })),
    );
  }, 20_000);

  test('opens unfolded when the URL sets a field that the phone folds', async () => {
    renderWithProviders(
      <OrderFilterForm<Values>
        name="kit"
        fields={['serviceNo', 'engineerName']}
        values={{ engineerName: '赵' }}
        onSearch={jest.fn()}
        onReset={jest.fn()}
      />,
    );
    await waitFor(() => expect(box('工程师').value).toBe('赵'));
    expect(button(/收起/).getAttribute('aria-expanded')).toBe('true');
  }, 20_000);
});
