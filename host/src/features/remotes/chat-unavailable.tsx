import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteIntegrityError } from './integrity-failure';
import { IncompatibleRemoteError } from './version-skew-plugin';
import { RemoteIncompatible, RemoteLoadFailed, RemoteTampered } from './remote-page';

/**
 * The chat was asked for and the chat remote could not be loaded: the same panels as a page's, in a
 * dialog. A changed file or a refused version offers no retry; a network failure does.
 */
export function ChatUnavailable({
  error,
  onClose,
  onRetry,
}: {
  error: Error;
  onClose(): void;
  onRetry(): void;
}) {
  const { t } = useTranslation('host');
  return (
    <Modal open title={t('remote.chat')} footer={null} onCancel={onClose} destroyOnHidden>
      {error instanceof RemoteIntegrityError ? (
        <RemoteTampered error={error} />
      ) : error instanceof IncompatibleRemoteError ? (
        <RemoteIncompatible error={error} />
      ) : (
        <RemoteLoadFailed remote="remote_chat" error={error} onRetry={onRetry} />
      )}
    </Modal>
  );
}
