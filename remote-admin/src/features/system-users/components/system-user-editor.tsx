import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, App, Button, Card, Col, Form, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventBus, type SystemUserRow } from '@portal/shared';
import { queryStatusView } from '@portal/shared/ui';
import { useSystemUser } from '../hooks/use-system-user';
import { useSaveSystemUser } from '../hooks/use-save-system-user';
import {
  NEW_USER_VALUES,
  toFormValues,
  toNewSystemUserInput,
  toSystemUserInput,
  type SystemUserFormValues,
} from '../lib/system-user-form';
import { SystemUserFields } from './system-user-fields';
import { ResetPasswordCard } from './reset-password-card';

export const SYSTEM_USER_LIST_PATH = '/systemUser';

function SystemUserForm({ user }: { user?: SystemUserRow }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<SystemUserFormValues>();
  const save = useSaveSystemUser();
  const invalidated = !!user?.isDelete;

  const backToList = () => {
    // Close this form's tab first: closing the active tab makes the host show a neighbour, and the
    // list must be what stays in front.
    eventBus.emit('tab:close', { path: location.pathname + location.search });
    navigate(SYSTEM_USER_LIST_PATH);
  };

  const finish = (values: SystemUserFormValues) => {
    if (save.isPending) return;
    save.mutate(
      user ? { id: user.id, input: toSystemUserInput(values) } : { input: toNewSystemUserInput(values) },
      {
        onSuccess: () => {
          void message.success(t(user ? 'common:common.modified' : 'common:common.added'));
          backToList();
        },
      },
    );
  };

  return (
    <Card variant="borderless" title={t(user ? 'common:menu.systemUserEdit' : 'common:menu.systemUserAdd')}>
      {invalidated && (
        <Alert type="error" showIcon title={t('userForm.invalidated')} style={{ marginBottom: 16 }} />
      )}
      <Form<SystemUserFormValues>
        form={form}
        // Field ids must be unique across the open tabs (labels point at them).
        name={user ? `system-user-${user.id}` : 'system-user-new'}
        layout="vertical"
        initialValues={user ? toFormValues(user) : NEW_USER_VALUES}
        onFinish={finish}
        disabled={invalidated}
        style={{ maxWidth: 960 }}
      >
        <SystemUserFields username={user?.username} />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            disabled={invalidated || save.isPending}
          >
            {t('common:common.save')}
          </Button>
          {/* Stays usable when the form is disabled (an invalidated user). */}
          <Button onClick={backToList} disabled={false}>
            {t('common:common.cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /systemUserAdd (id undefined) and /systemUserEdit?id= (id a number, or null when malformed). */
export function SystemUserEditor({ id, focusReset }: { id?: number | null; focusReset?: boolean }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const query = useSystemUser(id ?? null);

  if (id === undefined) return <SystemUserForm />;

  const back = <Button onClick={() => navigate(SYSTEM_USER_LIST_PATH)}>{t('common:common.back')}</Button>;
  const status = queryStatusView(query, {
    missing: id === null,
    notFoundTitle: t('userForm.notFound'),
    back,
    skeletonRows: 8,
  });
  if (status !== null || !query.data) return status;
  const user = query.data;
  return (
    <Row gutter={[16, 16]} align="top">
      <Col xs={24} xl={15} xxl={16}>
        <SystemUserForm key={user.id} user={user} />
      </Col>
      <Col xs={24} xl={9} xxl={8}>
        <ResetPasswordCard userId={user.id} disabled={user.isDelete} autoFocus={focusReset} />
      </Col>
    </Row>
  );
}
