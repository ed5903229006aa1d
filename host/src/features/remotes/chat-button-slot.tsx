import { lazy, Suspense, useMemo } from 'react';
import { useSessionStore } from '@portal/shared';
import { importRemoteComponent } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteInfo } from './remote-registry';

const CHAT_BUTTON = 'remote_chat/ChatButton';

/**
 * The chat remote's header button, for users with allowDispatch only; nothing at all when the user was
 * not given the chat remote or it fails to load.
 */
export function ChatButtonSlot() {
  const userId = useSessionStore((s) => s.user?.id);
  const allowDispatch = useSessionStore((s) => !!s.user?.allowDispatch);
  // One load per signed-in user: another user may be given another entry of the chat remote.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- userId only keys the load
  const ChatButton = useMemo(() => lazy(() => importRemoteComponent(CHAT_BUTTON)), [userId]);
  if (!allowDispatch || !remoteInfo('remote_chat')) return null;
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ChatButton />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
