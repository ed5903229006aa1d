import { useCallback, useEffect } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { eventBus } from '@portal/shared';
import { NOTHING_TO_CLOSE_MESSAGE } from './tab-ops';
import { CLOSE_ACTIONS, type TabAction } from './tab-actions';
import { useTabsStore } from './tabs-store';

/** Runs a tab menu action: warns when there is nothing to close, follows the new active tab. */
export function useTabActions(): (action: TabAction, key: string) => void {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation('host');
  return useCallback(
    (action: TabAction, key: string) => {
      const store = useTabsStore.getState();
      if (action === 'reload') {
        store.reload(key);
        return;
      }
      const result = CLOSE_ACTIONS[action](store, key);
      if (!result.ok) {
        void message.warning(t(NOTHING_TO_CLOSE_MESSAGE[result.reason]));
        return;
      }
      const before = store.activeKey;
      store.replace(result.state);
      if (result.state.activeKey && result.state.activeKey !== before) navigate(result.state.activeKey);
    },
    [navigate, message, t],
  );
}

const normalise = (path: string) => (path.endsWith('?') ? path.slice(0, -1) : path);

/** Finds the tab a remote means: the exact path + query first, else the first tab on that path. */
export function findTabKey(path: string): string | undefined {
  const { tabs } = useTabsStore.getState();
  const wanted = normalise(path);
  return tabs.find((t) => t.key === wanted)?.key ?? tabs.find((t) => t.path === wanted)?.key;
}

/** Lets remotes open, close and reload tabs through the event bus. */
export function useTabEvents(run: (action: TabAction, key: string) => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    const offs = [
      eventBus.on('tab:open', ({ path, title }) => {
        if (title) useTabsStore.getState().setTitle(normalise(path), title);
        navigate(path);
      }),
      eventBus.on('tab:close', ({ path }) => {
        const key = findTabKey(path);
        if (key) run('close', key);
      }),
      eventBus.on('tab:reload', ({ path }) => {
        const key = findTabKey(path);
        if (key) run('reload', key);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate, run]);
}
