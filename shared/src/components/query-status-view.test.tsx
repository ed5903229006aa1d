import { render, screen } from '@testing-library/react';
import { ApiError } from '../api/http-error';
import { queryStatusView } from './query-status-view';

const back = <button>back</button>;
const base = { isError: false, error: null, data: undefined, refetch: jest.fn() };

describe('queryStatusView', () => {
  it('shows not found for a missing id or a 404', () => {
    render(<>{queryStatusView(base, { missing: true, notFoundTitle: 'gone', back })}</>);
    expect(screen.getByText('gone')).toBeTruthy();
    const notFound = { ...base, isError: true, error: new ApiError('x', 404, 404) };
    expect(queryStatusView(notFound, { notFoundTitle: 'gone', back })).not.toBeNull();
  });

  it('shows the failure with a retry that refetches', () => {
    const refetch = jest.fn();
    const failed = { ...base, isError: true, error: new ApiError('服务器错误', 500, 500), refetch };
    render(<>{queryStatusView(failed, { notFoundTitle: 'gone', back })}</>);
    expect(screen.getByText('服务器错误')).toBeTruthy();
    screen.getByRole('button', { name: /重\s*试/ }).click();
    expect(refetch).toHaveBeenCalled();
  });

  it('is null once the record is there', () => {
    expect(queryStatusView({ ...base, data: { id: 1 } }, { notFoundTitle: 'gone', back })).toBeNull();
  });
});
