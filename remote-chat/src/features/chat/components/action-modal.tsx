import { Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type ActionModalProps = Omit<ModalProps, 'cancelText' | 'okButtonProps' | 'destroyOnHidden'> & {
  /** The ok button waits (nothing chosen yet, say). */
  okDisabled: boolean;
  /** The call is on its way: the ok button spins. */
  busy: boolean;
};

/** The chat's dialogs that send something: ok does it (disabled until it can, busy while it runs), 取消 closes. */
export function ActionModal({ okDisabled, busy, ...props }: ActionModalProps) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      {...props}
      cancelText={t('common:common.cancel')}
      okButtonProps={{ disabled: okDisabled, loading: busy }}
      destroyOnHidden
    />
  );
}
