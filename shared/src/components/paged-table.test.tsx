import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { ApiError } from '../api/http-error';
import '../i18n';
import { PagedTable, SearchResetButtons, type PagedQuery } from './paged-table';

const columns = [{ title: 'name', dataIndex: 'name' }];
const loaded = (names: string[], total = names.length): PagedQuery<{ id: number; name: string }> => ({
  data: { total, records: names.map((name, i) => ({ id: i + 1, name })) },
  isFetching: false,
  isError: false,
  error: null,
  refetch: jest.fn(),
});

describe('PagedTable', () => {
  it('shows the page of rows, the total and pages on', () => {
    const onPage = jest.fn();
    render(
      <PagedTable
        rowKey="id"
        columns={columns}
        query={loaded(['甲', '乙'], 25)}
        page={{ current: 1, size: 10 }}
        onPage={onPage}
      />,
    );
    expect(screen.getByText('甲')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(onPage).toHaveBeenCalledWith({ current: 2, size: 10 });
  });

  it('drops the rows of an earlier load when the load fails and offers 重试', () => {
    const query = { ...loaded(['旧的一行']), isError: true, error: new ApiError('服务器错误', 500, 500) };
    render(
      <PagedTable
        rowKey="id"
        columns={columns}
        query={query}
        page={{ current: 1, size: 10 }}
        onPage={jest.fn()}
      />,
    );
    expect(screen.queryByText('旧的一行')).toBeNull();
    expect(screen.getByText('服务器错误')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(query.refetch).toHaveBeenCalled();
  });

  it('keeps the copy of select-all in the aria-hidden measure row out of the tab order, not the real one', () => {
    render(
      <PagedTable
        rowKey="id"
        columns={columns}
        query={loaded(['甲'])}
        page={{ current: 1, size: 10 }}
        onPage={jest.fn()}
        scroll={{ x: 1200 }}
        rowSelection={{ selectedRowKeys: [], onChange: jest.fn() }}
      />,
    );
    const measured = document.querySelector('tr[aria-hidden="true"] .ant-table-selection');
    expect(measured?.hasAttribute('inert')).toBe(true);
    const header = document.querySelector('thead .ant-table-selection');
    expect(header?.hasAttribute('inert')).toBe(false);
    expect(header?.querySelector('input[type="checkbox"]')).toBeTruthy();
  });
});

test('SearchResetButtons submits the form with 查询 and calls back on 重置', async () => {
  const onFinish = jest.fn();
  const onReset = jest.fn();
  render(
    <Form onFinish={onFinish} initialValues={{ keyword: 'x' }}>
      <Form.Item name="keyword">
        <Input />
      </Form.Item>
      <SearchResetButtons onReset={onReset} />
    </Form>,
  );
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ keyword: 'x' }));
  fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
  expect(onReset).toHaveBeenCalled();
}, 20_000);
