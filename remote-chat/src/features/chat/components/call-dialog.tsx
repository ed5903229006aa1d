import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@portal/shared';
import { dial } from '../api/dial';

export interface CallDialogProps {
  open: boolean;
  serviceId: number;
  toUser: string;
  onClose(): void;
}

/** The call dialog: the caller is one of my numbers (telephone first, then phone; the first is the default). */
export function CallDialog({ open, serviceId, toUser, onClose }: CallDialogProps) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const mine = [user?.telephone, user?.phone].filter((n): n is string => !!n);
  const [from, setFrom] = useState<string | undefined>(mine[0]);
  const [calling, setCalling] = useState(false);

  const call = async () => {
    if (!from) return;
    setCalling(true);
    try {
      await dial({ fromUser: from, toUser, serviceId });
      void toast.success(t('ctx.calling'));
      onClose();
    } catch {
      void toast.error(t('ctx.callFailed'));
    } finally {
      setCalling(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('ctx.call')}
      okText={t('ctx.call')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !from, loading: calling }}
      onOk={() => void call()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('ctx.caller')}>
          <Select
            value={from}
            onChange={setFrom}
            options={mine.map((n) => ({ label: n, value: n }))}
            aria-label={t('ctx.caller')}
          />
        </Form.Item>
        <Form.Item label={t('ctx.callee')}>
          <Input value={toUser} readOnly />
        </Form.Item>
      </Form>
    </Modal>
  );
}
