import type { ReactElement, ReactNode } from 'react';
import { configure, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { App } from 'antd';
import { useSessionStore, type UserInfo } from '../index';
import { testUser } from './user';

// antd renders slowly in jsdom; the default 1 s is too tight on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

/** Shows the router's current location so tests can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RenderOptions {
  route?: string;
  /** Toasts stay until the test ends instead of 3 s: a busy machine can take longer than that to look for one. */
  toastsStay?: boolean;
}

/** Renders like the host does: router, query client, antd App. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', toastsStay = false }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <App message={toastsStay ? { duration: 0 } : undefined}>
          <Routes>
            <Route path="*" element={node} />
          </Routes>
          <LocationProbe />
        </App>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(wrap(ui)) };
}

export function signInAs(partial: Partial<UserInfo>): void {
  useSessionStore.setState({ user: testUser(partial), token: 'test-token' });
}

/** Path and query the router is at now (after a click navigated). */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}
