import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { i18n, queryClient, setNavigator } from '@portal/shared';
import { useDocumentTheme } from '../features/theme/use-document-theme';

/** Hands the router to @portal/shared and applies the theme to the page. */
function Bridges() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  useDocumentTheme();
  return null;
}

/**
 * What every page needs, the login page included. antd's providers are not here: they come with the
 * pages that use antd (AntdProviders, loaded with them), so that the login page needs none of antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Synchronous navigation: a route change and a session change made together render together. */}
        <BrowserRouter useTransitions={false}>
          <Bridges />
          {children}
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
