import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

type Providers = ComponentType<{ children: ReactNode }>;

let providers: Providers | null = null;
const listeners = new Set<() => void>();

/** antd's providers (theme, locale, App), once the first page that needs them has fetched them. */
const loadAntdProviders = () =>
  import('./antd-providers').then((m) => {
    if (!providers) {
      providers = m.default;
      listeners.forEach((notify) => notify());
    }
    return m;
  });

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
 * nothing waits for another chunk first. The login page starts the signed-in batch once it is idle, so
 * that signing in does not wait for it; it is not part of what the login page itself needs.
 */
export const loadSignedIn = () =>
  Promise.all([loadAntdProviders(), import('./protected-route'), import('./basic-layout')]);

export const loadForget = () =>
  Promise.all([loadAntdProviders(), import('../features/auth/components/forget-page')]);
