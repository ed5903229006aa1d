import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchFrontendRemotes, remoteInfo } from './remote-registry';
import { changedRemotes } from './changed-remotes';

/** How often an open page asks which remote versions it should have (and on returning to the tab). */
export const NEW_VERSION_POLL_MS = 30_000;

/**
 * Tells a user with the portal open that a remote they use was promoted, rolled back or given to them
 * as a canary: a lasting notice with a reload button. What is already on screen keeps working; the
 * reload registers the new entries (served no-cache, so the browser fetches them).
 */
function useNewVersionNotice(userId: number) {
  const { t } = useTranslation('host');
  const { notification } = App.useApp();
  const shown = useRef('');
  const latest = useQuery({
    queryKey: ['session', 'frontend-remotes-watch', userId],
    // A watch in the background: a failed look is tried again at the next, never shown.
    queryFn: () => fetchFrontendRemotes({ silent: true }),
    refetchInterval: NEW_VERSION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: NEW_VERSION_POLL_MS,
  });
  useEffect(() => {
    if (!latest.data) return;
    const changed = changedRemotes(latest.data, remoteInfo);
    const signature = changed.map((r) => `${r.name}=${r.entry}`).join(';');
    if (!signature || signature === shown.current) return;
    shown.current = signature;
    notification.info({
      key: 'portal-new-version',
      title: t('remote.newVersion'),
      description: t('remote.newVersionHint'),
      duration: 0,
      placement: 'bottomRight',
      actions: (
        <Button type="primary" size="small" onClick={() => window.location.reload()}>
          {t('remote.reload')}
        </Button>
      ),
    });
  }, [latest.data, notification, t]);
}

/**
 * The watch as a component of its own, beside the layout: its answers (the first, then one every 30 s)
 * re-render this alone, not the layout and every tab under it.
 */
export function NewVersionNotice({ userId }: { userId: number }) {
  useNewVersionNotice(userId);
  return null;
}
