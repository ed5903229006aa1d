/**
 * The code of the pages that use antd, each with antd's providers, fetched as one batch per page so that
 * nothing waits for another chunk first. The login page starts the signed-in batch once it is idle, so
 * that signing in does not wait for it; it is not part of what the login page itself needs.
 */
export const loadSignedIn = () =>
  Promise.all([import('./antd-providers'), import('./protected-route'), import('./basic-layout')]);

export const loadForget = () =>
  Promise.all([import('./antd-providers'), import('../features/auth/components/forget-page')]);
