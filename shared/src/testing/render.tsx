import type { ReactElement, ReactNode } from 'react';
import { configure, render, renderHook, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { App } from 'antd';
import { i18n, useSessionStore, type UserInfo } from '../index';
import { RemoteRoot } from '../components/remote-root';
import { testUser } from './user';

// antd renders slowly in jsdom; the default 1 s is too tight on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

/** Shows the router's current location so tests can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  /** Where the router starts (path and query); `/` when not given. */
  route?: string;
  /** Toasts stay until the test ends instead of 3 s: a busy machine can take longer than that to look for one. */
  toastsStay?: boolean;
  /** Inside RemoteRoot, as a remote's exposed modules render. */
  inRemote?: boolean;
}

/**
 * The providers the host gives every page (i18n, a query client of its own that retries nothing, an
 * in-memory router, antd's App), with the location probe `currentLocation` reads.
 */
function providers({ route = '/', toastsStay = false, inRemote = false }: RenderOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <App message={toastsStay ? { duration: 0 } : undefined}>
              <Routes>
                <Route path="*" element={inRemote ? <RemoteRoot>{children}</RemoteRoot> : children} />
              </Routes>
              <LocationProbe />
            </App>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    );
  }
  return { queryClient, wrapper: Providers };
}

/** Renders like the host does; `rerender` keeps the providers. Returns the query client too. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { queryClient, wrapper } = providers(options);
  return { queryClient, ...render(ui, { wrapper }) };
}

/** Runs a hook under the same providers as `renderWithProviders`. Returns the query client too. */
export function renderHookWithProviders<Result>(hook: () => Result, options: RenderOptions = {}) {
  const { queryClient, wrapper } = providers(options);
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

export function signInAs(partial: Partial<UserInfo>): void {
  useSessionStore.setState({ user: testUser(partial), token: 'test-token' });
}

/** Path and query the router is at now (after a click navigated). */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}
