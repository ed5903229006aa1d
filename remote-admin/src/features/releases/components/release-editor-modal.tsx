import { App, Alert, Form, Input, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Release, ReleaseChannel } from '@portal/shared/contract';
import { useReleaseActions } from '../hooks/use-release-actions';
import { RELEASE_LIMITS } from '@portal/shared';
import {
  releaseRules,
  toReleaseFormValues,
  toReleasePayload,
  type ReleaseFormValues,
} from '../lib/release-form';
import { PercentInput } from './percent-input';
import { UserPicker } from './user-picker';
import { RemoteName } from './remote-name';

export interface ReleaseEditTarget {
  remote: string;
  channel: ReleaseChannel;
  /** Undefined: a canary that does not exist yet. */
  release?: Release;
  stable?: Release;
}

interface ReleaseEditorModalProps {
  target: ReleaseEditTarget;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the owner unmounts the editor. */
  afterClose: () => void;
}

/**
 * Edits one release: version and entry; a canary also its percentage, listed users and switch.
 * Mount it afresh (a new `key`) for every opening: a form instance keeps the values it once held.
 */
export function ReleaseEditorModal({ target, open, onClose, afterClose }: ReleaseEditorModalProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<ReleaseFormValues>();
  const { save } = useReleaseActions();
  const rules = releaseRules(t);
  const { remote, channel } = target;
  const canary = channel === 'canary';

  const finish = (values: ReleaseFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { remote, channel, payload: toReleasePayload(channel, values) },
      {
        onSuccess: () => {
          void message.success(t('common:common.saved'));
          onClose();
        },
      },
    );
  };

  const title = t(
    canary ? (target.release ? 'release.editCanary' : 'release.createCanary') : 'release.editStable',
  );

  return (
    <Modal
      open={open}
      title={title}
      okText={t('common:common.save')}
      cancelText={t('common:common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      confirmLoading={save.isPending}
      width={640}
    >
      <Form<ReleaseFormValues>
        form={form}
        layout="vertical"
        name={`release-${remote}-${channel}`}
        initialValues={toReleaseFormValues(channel, target.release, target.stable)}
        onFinish={finish}
      >
        <Typography.Paragraph>
          <RemoteName remote={remote} />
        </Typography.Paragraph>
        <Alert
          type={canary ? 'info' : 'warning'}
          showIcon
          title={t(canary ? 'release.canaryNote' : 'release.stableNote')}
          style={{ marginBottom: 16 }}
        />
        <Form.Item name="version" label={t('release.version')} rules={rules.version}>
          <Input maxLength={RELEASE_LIMITS.version} placeholder="0.1.0" autoComplete="off" />
        </Form.Item>
        <Form.Item name="entry" label={t('release.entry')} rules={rules.entry} extra={t('release.entryHint')}>
          <Input
            maxLength={RELEASE_LIMITS.entry}
            placeholder="/remotes/remote-orders/mf-manifest.json"
            autoComplete="off"
          />
        </Form.Item>
        {canary && (
          <>
            <Form.Item
              name="rolloutPercent"
              label={t('release.rolloutPercent')}
              extra={t('release.percentHint')}
            >
              <PercentInput sliderLabel={t('release.rolloutPercent')} />
            </Form.Item>
            <Form.Item
              name="rolloutUsers"
              label={t('release.rolloutUsers')}
              rules={rules.rolloutUsers}
              extra={t('release.usersHint')}
            >
              <UserPicker />
            </Form.Item>
            <Form.Item
              name="active"
              label={t('release.activeSwitch')}
              valuePropName="checked"
              extra={t('release.activeHint')}
            >
              <Switch />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
