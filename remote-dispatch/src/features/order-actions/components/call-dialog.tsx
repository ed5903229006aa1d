import { AutoComplete, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@portal/shared';
import { FormFooter } from '../../../components/form-footer';
import { useDial } from '../hooks/use-order-edits';

export interface Callee {
  label: string;
  phone: string;
}

interface Props {
  open: boolean;
  serviceId: number | null;
  /** Numbers offered to call (the order's contact first). */
  callees: Callee[];
  onClose: () => void;
}

/** 呼叫: the server connects the user's own number with the callee. */
export function CallDialog({ open, serviceId, callees, onClose }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal open={open} title={t('call.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {open ? <CallForm serviceId={serviceId} callees={callees} onClose={onClose} /> : null}
    </Modal>
  );
}

function CallForm({ serviceId, callees, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const user = useSessionStore((s) => s.user);
  // The caller's own numbers: telephone, then phone; the first is the default.
  const callers = [user?.telephone, user?.phone].filter((n): n is string => !!n && n.trim() !== '');
  const call = useDial(serviceId, onClose);
  return (
    <Form
      name={`call-${serviceId ?? 0}`}
      layout="vertical"
      initialValues={{ fromUser: callers[0], toUser: callees[0]?.phone }}
      onFinish={(values: { fromUser: string; toUser: string }) =>
        call.mutate({ fromUser: values.fromUser, toUser: values.toUser.trim() })
      }
    >
      <Form.Item
        name="fromUser"
        label={t('call.from')}
        rules={[{ required: true, message: t('call.fromRequired') }]}
      >
        <Select
          options={callers.map((n) => ({ value: n, label: n }))}
          notFoundContent={t('call.noOwnNumber')}
        />
      </Form.Item>
      <Form.Item
        name="toUser"
        label={t('call.to')}
        rules={[{ required: true, whitespace: true, message: t('call.toRequired') }]}
      >
        <AutoComplete
          options={callees.map((c) => ({ value: c.phone, label: `${c.label} ${c.phone}` }))}
          placeholder={t('call.toRequired')}
        />
      </Form.Item>
      <FormFooter onCancel={onClose} loading={call.isPending} okText={t('call.dial')} />
    </Form>
  );
}
