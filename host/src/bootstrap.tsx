import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { i18n, toHttpLanguage } from '@portal/shared';
import './locales';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { syncTabsWithSession } from './app/session-sync';
import { versionSkewPlugin } from './features/remotes/version-skew-plugin';
import { integrityPlugin } from './features/remotes/integrity-plugin';
import { watchScriptFailures } from './features/remotes/integrity-failure';
import { registerServiceWorker } from './sw/register-service-worker';

registerPlugins([integrityPlugin(), versionSkewPlugin()]);
watchScriptFailures();

document.documentElement.lang = toHttpLanguage(i18n.language);
syncTabsWithSession();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <AppProviders>
    <AppRoutes />
  </AppProviders>,
);
