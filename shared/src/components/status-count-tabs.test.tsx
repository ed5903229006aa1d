import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { StatusCountTabs } from './status-count-tabs';

const STATUSES = ['pendingDispatch', 'toArrive', 'total'] as const;
type Tab = Exclude<(typeof STATUSES)[number], 'total'>;

function setup({ withRefresh = false } = {}) {
  const fetchCounts = jest.fn().mockResolvedValue({ pendingDispatch: 3, toArrive: 0, total: 7 });
  const onChange = jest.fn<void, [Tab]>();
  const onRefresh = jest.fn();
  renderWithProviders(
    <StatusCountTabs<Tab, string[]>
      statuses={STATUSES}
      active="pendingDispatch"
      counts={{ queryKey: ['counts'], queryFn: fetchCounts }}
      onChange={onChange}
      onRefresh={withRefresh ? onRefresh : undefined}
    />,
  );
  return { fetchCounts, onChange, onRefresh };
}

test('each tab shows its status, then its count once the counts arrive', async () => {
  setup();
  expect(screen.getByRole('tab', { name: '待派单' })).toBeTruthy();
  expect(await screen.findByRole('tab', { name: '待派单 (3)' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '待到场 (0)' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '全部 (7)' }).getAttribute('aria-disabled')).toBe('true');
});

test('choosing a status tells which; the total cannot be chosen', async () => {
  const { onChange } = setup();
  fireEvent.click(await screen.findByRole('tab', { name: '待到场 (0)' }));
  expect(onChange).toHaveBeenCalledWith('toArrive');
  fireEvent.click(screen.getByRole('tab', { name: '全部 (7)' }));
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('one tab is in the tab order; arrow keys, Home and End move along the tabs that can be chosen, Enter chooses', async () => {
  const { onChange } = setup();
  const first = await screen.findByRole('tab', { name: '待派单 (3)' });
  const second = screen.getByRole('tab', { name: '待到场 (0)' });
  expect(first.getAttribute('aria-selected')).toBe('true');
  expect(first.tabIndex).toBe(0);
  expect(second.tabIndex).toBe(-1);
  first.focus();
  fireEvent.keyDown(first, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(second);
  // The total cannot be chosen: past the last status the focus wraps to the first.
  fireEvent.keyDown(second, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(first, { key: 'End' });
  expect(document.activeElement).toBe(second);
  fireEvent.keyDown(second, { key: 'Home' });
  expect(document.activeElement).toBe(first);
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.keyDown(first, { key: 'ArrowLeft' });
  fireEvent.click(document.activeElement!);
  expect(onChange).toHaveBeenCalledWith('toArrive');
});

test('refresh sits beside the tab list, not in it, and fetches the counts and the list again', async () => {
  const { fetchCounts, onRefresh } = setup({ withRefresh: true });
  await screen.findByRole('tab', { name: '待派单 (3)' });
  const refresh = screen.getByRole('button', { name: /刷\s*新/ });
  expect(screen.getByRole('tablist').contains(refresh)).toBe(false);
  expect(within(screen.getByRole('tablist')).queryAllByRole('button')).toHaveLength(0);
  fireEvent.click(refresh);
  expect(onRefresh).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(fetchCounts).toHaveBeenCalledTimes(2));
});

test('without onRefresh there is no refresh button', async () => {
  setup();
  await screen.findByRole('tab', { name: '待派单 (3)' });
  expect(screen.queryByRole('button', { name: /刷\s*新/ })).toBeNull();
});
