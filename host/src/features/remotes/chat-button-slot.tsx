import { lazy, Suspense, useMemo } from 'react';
import { Button, Tooltip } from 'antd';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { useTranslation } from 'react-i18next';
import { eventBus, useSessionStore } from '@portal/shared';
import { importExplained } from './load-remote-component';
import { RemoteIntegrityError } from './integrity-failure';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteInfo } from './remote-registry';

const CHAT_BUTTON = 'remote_chat/ChatButton';

/**
 * Where the chat button would be when a file of the chat remote was refused by the integrity check:
 * a warning the user can open (the chat slot then says which file and what to do).
 */
function ChatTampered() {
  const { t } = useTranslation('host');
  const label = `${t('remote.chat')}：${t('remote.tampered')}`;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        danger
        aria-label={label}
        icon={<WarningOutlined />}
        onClick={() => eventBus.emit('chat:open', {})}
      />
    </Tooltip>
  );
}

/**
 * The chat remote's header button, for users with allowDispatch only; nothing when the user was not
 * given the chat remote or it fails to load, and a warning when its files were changed since publishing.
 */
export function ChatButtonSlot() {
  const userId = useSessionStore((s) => s.user?.id);
  const allowDispatch = useSessionStore((s) => !!s.user?.allowDispatch);
  // One load per signed-in user: another user may be given another entry of the chat remote.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- userId only keys the load
  const ChatButton = useMemo(() => lazy(() => importExplained(CHAT_BUTTON)), [userId]);
  if (!allowDispatch || !remoteInfo('remote_chat')) return null;
  return (
    <RemoteErrorBoundary
      fallback={(error) => (error instanceof RemoteIntegrityError ? <ChatTampered /> : null)}
    >
      <Suspense fallback={null}>
        <ChatButton />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
