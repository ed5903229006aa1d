import type { ReactElement, ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { configure, render } from '@testing-library/react';
import { i18n } from '@portal/shared';
import '../locales';

// The layout tests mount antd trees and lazy pages; a loaded CI machine needs more than the defaults.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30000);

/** Renders with the providers the host gives every page (no theme, in-memory router). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AntdApp>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AntdApp>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
