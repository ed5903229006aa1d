import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

type Providers = ComponentType<{ children: ReactNode }>;

let providers: Providers | null = null;
const listeners = new Set<() => void>();

/** antd's providers (theme, locale, App), once the first page that needs them has fetched them. */
const loadAntdProviders = () =>
  Promise.all([import('./antd-providers'), import('./antd-css').then((css) => css.loadAntdCss())]).then(
    ([m]) => {
      if (!providers) {
        providers = m.default;
        listeners.forEach((notify) => notify());
      }
      return m;
    },
  );

/**
 * antd's providers once loaded, else null. The routes stay inside them from then on, the login page
 * included, so that a message shown as the portal goes to /login (修改成功, signed out) stays on screen.
 */
export function useAntdProviders(): Providers | null {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => providers,
  );
}

/**
 * The code of the pages that use antd, each with antd's providers, fetched as one batch per page so that
 * nothing waits for another chunk first. The login page prefetches the signed-in batch once it is idle
 * (see prefetchSignedIn), so that signing in does not wait for it; it is not part of what the login page
 * itself needs.
 */
export const loadSignedIn = () =>
  Promise.all([loadAntdProviders(), import('./protected-route'), import('./basic-layout')]);

export const loadForget = () =>
  Promise.all([loadAntdProviders(), import('../features/auth/components/forget-page')]);

/**
 * Downloads the signed-in batch into the HTTP cache without running it (running antd and its CSS-in-JS
 * would block the login page's main thread): the build lists its files in <meta name="portal-prefetch">.
 */
export function prefetchSignedIn(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="portal-prefetch"]')?.content ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    if (document.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}
