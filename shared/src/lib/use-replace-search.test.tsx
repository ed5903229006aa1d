import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { eventBus } from '../events/event-bus';
import { renderWithProviders } from '../testing';
import { useReplaceSearch } from './use-replace-search';

let replaceFrom: Record<string, (next: URLSearchParams) => void> = {};

function Page() {
  const [search, replace] = useReplaceSearch();
  const { pathname } = useLocation();
  replaceFrom[pathname + search] = replace;
  return <p>page {search || '(none)'}</p>;
}

/** Like the portal's host: one pane per path + query, each pinned to its own location. */
function TabbedHost() {
  const location = useLocation();
  const key = location.pathname + location.search;
  const [keys, setKeys] = useState<string[]>([key]);
  useEffect(() => {
    setKeys((open) => (open.includes(key) ? open : [...open, key]));
    return eventBus.on('tab:close', ({ path }) => setKeys((open) => open.filter((k) => k !== path)));
  }, [key]);
  return (
    <>
      {keys.map((k) => (
        <Routes key={k} location={k}>
          <Route path="*" element={<Page />} />
        </Routes>
      ))}
    </>
  );
}

beforeEach(() => {
  replaceFrom = {};
});

test('with one tab per query, the page opened at the new query closes the tab it came from', async () => {
  const closed = jest.fn();
  const off = eventBus.on('tab:close', closed);
  renderWithProviders(<TabbedHost />, { route: '/orderQuery' });
  act(() => replaceFrom['/orderQuery'](new URLSearchParams({ tab: 'toArrive' })));

  await waitFor(() => expect(closed).toHaveBeenCalledWith({ path: '/orderQuery' }));
  expect(screen.getAllByText(/^page/).map((p) => p.textContent)).toEqual(['page ?tab=toArrive']);
  off();
});

test('when the same page just sees its new query, nothing is closed', async () => {
  const closed = jest.fn();
  const off = eventBus.on('tab:close', closed);
  renderWithProviders(<Page />, { route: '/orderQuery' });
  act(() => replaceFrom['/orderQuery'](new URLSearchParams({ size: '20' })));
  expect(await screen.findByText('page ?size=20')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(closed).not.toHaveBeenCalled();
  off();
});
