import { useState } from 'react';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@portal/shared';
import { useDial } from '../hooks/use-dial';
import { ActionModal } from './action-modal';

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
  const dial = useDial();

  const call = () => {
    if (!from || dial.isPending) return;
    dial.mutate(
      { fromUser: from, toUser, serviceId },
      {
        onSuccess: () => {
          void toast.success(t('ctx.calling'));
          onClose();
        },
        onError: () => void toast.error(t('ctx.callFailed')),
      },
    );
  };

  return (
    <ActionModal
      open={open}
      title={t('ctx.call')}
      okText={t('ctx.call')}
      okDisabled={!from}
      busy={dial.isPending}
      onOk={call}
      onCancel={onClose}
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
    </ActionModal>
  );
}
