import { createRoot } from 'react-dom/client';
import { i18n, toHttpLanguage } from '@portal/shared';
import './locales';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { syncTabsWithSession } from './app/session-sync';

document.documentElement.lang = toHttpLanguage(i18n.language);
syncTabsWithSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <AppProviders>
    <AppRoutes />
  </AppProviders>,
);
