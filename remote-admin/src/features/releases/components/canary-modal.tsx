import { App, Alert, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Release } from '@portal/shared/contract';
import { useReleaseActions } from '../hooks/use-release-actions';
import { PercentInput } from './percent-input';
import { UserPicker } from './user-picker';
import { RemoteName } from './remote-name';

interface CanaryFormValues {
  rolloutUsers: number[];
  rolloutPercent: number;
}

/**
 * Makes a published version the canary: listed users and a sticky share of the others. Starts from the
 * current canary's audience when it is the same version. Mount afresh (a new `key`) for every opening.
 */
export function CanaryModal({
  remote,
  version,
  current,
  open,
  onClose,
  afterClose,
}: {
  remote: string;
  version: string;
  current?: Release;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<CanaryFormValues>();
  const { canary } = useReleaseActions();
  const same = current?.active && current.version === version;
  const finish = (values: CanaryFormValues) => {
    if (canary.isPending) return;
    canary.mutate(
      {
        remote,
        payload: {
          version,
          rolloutUsers: values.rolloutUsers ?? [],
          rolloutPercent: values.rolloutPercent ?? 0,
        },
      },
      {
        onSuccess: () => {
          void message.success(t('common:common.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('release.canaryTitle', { version })}
      okText={t('common:common.save')}
      cancelText={t('common:common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      confirmLoading={canary.isPending}
      width={640}
    >
      <Form<CanaryFormValues>
        form={form}
        layout="vertical"
        name={`canary-${remote}`}
        initialValues={{
          rolloutUsers: same ? current.rolloutUsers : [],
          rolloutPercent: same ? current.rolloutPercent : 0,
        }}
        onFinish={finish}
      >
        <Typography.Paragraph>
          <RemoteName remote={remote} /> <Typography.Text strong>{version}</Typography.Text>
        </Typography.Paragraph>
        <Alert type="info" showIcon title={t('release.canaryNote')} style={{ marginBottom: 16 }} />
        <Form.Item name="rolloutUsers" label={t('release.rolloutUsers')} extra={t('release.usersHint')}>
          <UserPicker />
        </Form.Item>
        <Form.Item name="rolloutPercent" label={t('release.rolloutPercent')} extra={t('release.percentHint')}>
          <PercentInput sliderLabel={t('release.rolloutPercent')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
