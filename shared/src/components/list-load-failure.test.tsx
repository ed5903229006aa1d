import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { ApiError } from '../api/http-error';
import { listFailureProps } from './list-load-failure';

const columns = [{ title: 'name', dataIndex: 'name' }];
const rows = [{ id: 1, name: 'stale row' }];

describe('listFailureProps', () => {
  it('is nothing while the list loads fine', () => {
    expect(listFailureProps({ isError: false, error: null, refetch: jest.fn() })).toEqual({});
  });

  it('replaces the rows with the failure and a retry that refetches', () => {
    const refetch = jest.fn();
    const query = { isError: true, error: new ApiError('服务器错误', 500, 500), refetch };
    render(<Table rowKey="id" columns={columns} dataSource={rows} {...listFailureProps(query)} />);
    expect(screen.queryByText('stale row')).toBeNull();
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByText('服务器错误')).toBeTruthy();
    screen.getByRole('button', { name: /重\s*试/ }).click();
    expect(refetch).toHaveBeenCalled();
  });
});
