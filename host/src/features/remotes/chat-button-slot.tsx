import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@portal/shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteInfo } from './remote-registry';

const CHAT_BUTTON = 'remote_chat/ChatButton';

async function importChatButton(): Promise<{ default: ComponentType }> {
  const mod = await loadRemote<{ default?: ComponentType } | ComponentType>(CHAT_BUTTON);
  const component = typeof mod === 'function' ? mod : mod?.default;
  if (!component) throw new Error(`${CHAT_BUTTON} has no default export`);
  return { default: component };
}

/**
 * The chat remote's header button, for users with allowDispatch only; nothing at all when the user was
 * not given the chat remote or it fails to load.
 */
export function ChatButtonSlot() {
  const userId = useSessionStore((s) => s.user?.id);
  const allowDispatch = useSessionStore((s) => !!s.user?.allowDispatch);
  // One load per signed-in user: another user may be given another entry of the chat remote.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- userId only keys the load
  const ChatButton = useMemo(() => lazy(importChatButton), [userId]);
  if (!allowDispatch || !remoteInfo('remote_chat')) return null;
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ChatButton />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
