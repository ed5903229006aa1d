import { act, waitFor } from '@testing-library/react';
import { renderHookWithProviders } from '../testing';
import { eventBus } from '../events/event-bus';
import { NOTICE_REFRESH_MS, useNoticeQuery } from './use-notice-query';

const PREFIX = ['test', 'notices'] as const;

const renderNoticeQuery = (queryFn: () => Promise<number>, refetchInterval?: false) =>
  renderHookWithProviders(() =>
    useNoticeQuery(PREFIX, { queryKey: [...PREFIX, 'page', 1], queryFn, refetchInterval }),
  );

afterEach(() => jest.useRealTimers());

test('notice:changed refetches the query under the key prefix, until the hook unmounts', async () => {
  const queryFn = jest.fn<Promise<number>, []>().mockResolvedValueOnce(5).mockResolvedValue(2);
  const { queryClient, result, unmount } = renderNoticeQuery(queryFn);
  await waitFor(() => expect(result.current.data).toBe(5));

  act(() => eventBus.emit('notice:changed'));
  await waitFor(() => expect(result.current.data).toBe(2));
  expect(queryFn).toHaveBeenCalledTimes(2);

  unmount();
  eventBus.emit('notice:changed');
  await act(() => Promise.resolve());
  expect(queryFn).toHaveBeenCalledTimes(2);
  // A subscription left behind would still mark the cached (now unobserved) query stale.
  expect(queryClient.getQueryState([...PREFIX, 'page', 1])?.isInvalidated).toBe(false);
});

test('the query refreshes every 10 minutes unless the caller turns the timer off', async () => {
  jest.useFakeTimers();
  expect(NOTICE_REFRESH_MS).toBe(10 * 60 * 1000);
  const queryFn = jest.fn(async () => 1);
  const { queryClient } = renderNoticeQuery(queryFn);
  await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
  const observer = queryClient.getQueryCache().find({ queryKey: [...PREFIX, 'page', 1] })?.observers[0];
  expect(observer?.options.refetchInterval).toBe(NOTICE_REFRESH_MS);

  await act(() => jest.advanceTimersByTimeAsync(NOTICE_REFRESH_MS - 1));
  expect(queryFn).toHaveBeenCalledTimes(1);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(queryFn).toHaveBeenCalledTimes(2);

  const untimed = jest.fn(async () => 1);
  renderNoticeQuery(untimed, false);
  await waitFor(() => expect(untimed).toHaveBeenCalledTimes(1));
  await act(() => jest.advanceTimersByTimeAsync(2 * NOTICE_REFRESH_MS));
  expect(untimed).toHaveBeenCalledTimes(1);
});
