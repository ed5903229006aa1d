import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import '../../../locales';
import { DispatchStatusTabs } from './dispatch-status-tabs';

test('the controls beside the status tabs are outside the tab list, which holds tabs only', async () => {
  renderWithProviders(
    <DispatchStatusTabs
      active="pendingDispatch"
      counts={undefined}
      onChange={() => {}}
      extra={<button type="button">刷新</button>}
    />,
    { inRemote: true },
  );
  const tablist = await screen.findByRole('tablist');
  expect(tablist.contains(screen.getByRole('button', { name: '刷新' }))).toBe(false);
  expect(screen.getAllByRole('tab').length).toBeGreaterThan(1);
});
