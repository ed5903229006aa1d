import { useLocation, useNavigate } from 'react-router-dom';
import { App, Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventBus, type RepairUser } from '@portal/shared';
import { queryStatusView } from '@portal/shared/ui';
import { useRepairUser, useSaveRepairUser } from '../hooks/use-repair-users';
import {
  RepairUserFields,
  toFormValues,
  toRepairUserInput,
  type RepairUserFormValues,
} from './repair-user-fields';

export const REPAIR_USER_LIST_PATH = '/repairUser';

interface FormProps {
  /** The repair user being edited; undefined adds a new one. */
  user?: RepairUser;
}

function RepairUserForm({ user }: FormProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<RepairUserFormValues>();
  const save = useSaveRepairUser();

  const backToList = () => {
    // Close this form's tab first: closing the active tab makes the host show a neighbour, and the
    // list must be what stays in front.
    eventBus.emit('tab:close', { path: location.pathname + location.search });
    navigate(REPAIR_USER_LIST_PATH);
  };

  const finish = (values: RepairUserFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { id: user?.id, input: toRepairUserInput(values) },
      {
        onSuccess: () => {
          void message.success(t(user ? 'common:common.modified' : 'common:common.added'));
          backToList();
        },
      },
    );
  };

  return (
    <Card variant="borderless" title={t(user ? 'common:menu.repairUserEdit' : 'common:menu.repairUserAdd')}>
      <Form<RepairUserFormValues>
        form={form}
        layout="vertical"
        initialValues={user ? toFormValues(user) : undefined}
        onFinish={finish}
        style={{ maxWidth: 960 }}
      >
        <RepairUserFields />
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
            {t('common:common.save')}
          </Button>
          <Button onClick={backToList}>{t('common:common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /repairUserAdd (id undefined) and /repairUserEdit?id= (id a number, or null when malformed). */
export function RepairUserEditor({ id }: { id?: number | null }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const query = useRepairUser(id ?? null);

  if (id === undefined) return <RepairUserForm />;

  const back = <Button onClick={() => navigate(REPAIR_USER_LIST_PATH)}>{t('common:common.back')}</Button>;
  const status = queryStatusView(query, {
    missing: id === null,
    notFoundTitle: t('repairUser.notFound'),
    back,
  });
  if (status !== null || !query.data) return status;
  return <RepairUserForm key={query.data.id} user={query.data} />;
}
