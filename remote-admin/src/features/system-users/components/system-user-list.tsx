import { useNavigate } from 'react-router-dom';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, orDash, useListSearch, useSessionStore, type SystemUserRow } from '@portal/shared';
import { ConfirmLink, ListFilterForm, PagedTable } from '@portal/shared/ui';
import { useSystemUserPage } from '../hooks/use-system-user-page';
import { useInvalidateSystemUser } from '../hooks/use-invalidate-system-user';
import { AUTHORITIES, USER_STATUSES, systemUserSearch } from '../lib/system-user-search';
import type { SystemUserFilters } from '../hooks/system-user-keys';

export const SYSTEM_USER_ADD_PATH = '/systemUserAdd';
export const systemUserEditPath = (id: number) => `/systemUserEdit?id=${id}`;

/** The system users list with its filters (kept in the URL), add, edit and invalidate (managers). */
export function SystemUserList() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const meId = useSessionStore((s) => s.user?.id);
  const invalidate = useInvalidateSystemUser();
  const list = useListSearch(systemUserSearch);
  const query = useSystemUserPage({ ...list.filters, ...list.page });

  const columns: TableColumnsType<SystemUserRow> = [
    { title: t('user.username'), dataIndex: 'username', width: 130 },
    { title: t('user.name'), dataIndex: 'name', width: 110 },
    {
      title: t('user.authority'),
      dataIndex: 'authority',
      width: 110,
      render: (value: SystemUserRow['authority']) => (
        <Tag color={value === 'manager' ? 'blue' : value === 'technician' ? 'purple' : 'default'}>
          {t(`authority.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('user.allowDispatch'),
      dataIndex: 'allowDispatch',
      width: 90,
      render: (value: boolean) => t(value ? 'common:common.yes' : 'common:common.no'),
    },
    { title: t('user.company'), dataIndex: 'customIdName', render: orDash },
    { title: t('user.phone'), dataIndex: 'phone', width: 130, render: orDash },
    {
      title: t('common:common.status'),
      dataIndex: 'status',
      width: 80,
      render: (value: SystemUserRow['status']) => (
        <Tag color={value === 'onTheJob' ? 'green' : 'default'}>{t(`userStatus.${value}`)}</Tag>
      ),
    },
    { title: t('user.createTime'), dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: t('common:common.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(systemUserEditPath(row.id))}>
            {t('common:common.edit')}
          </Button>
          {row.id === meId ? (
            <Tooltip title={t('userList.cannotInvalidateSelf')}>
              <Button type="link" size="small" danger disabled>
                {t('common:common.invalidate')}
              </Button>
            </Tooltip>
          ) : (
            <ConfirmLink
              title={t('userList.invalidateConfirm', { name: row.name })}
              danger
              onConfirm={() =>
                // A refusal (e.g. invalidating oneself) is shown by the api client; the confirm just closes.
                invalidate.mutateAsync(row.id).then(
                  () => void message.success(t('common:common.success')),
                  () => undefined,
                )
              }
            >
              {t('common:common.invalidate')}
            </ConfirmLink>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <ListFilterForm<SystemUserFilters>
          filters={list.filters}
          onSearch={list.search}
          onReset={() => list.reset()}
          name="system-user-filter"
          style={{ rowGap: 12, marginBottom: 16 }}
        >
          <Form.Item name="keyword" label={t('common:common.keyword')}>
            <Input placeholder={t('user.keywordPlaceholder')} allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="authority" label={t('user.authority')}>
            <Select
              allowClear
              placeholder={t('common:common.all')}
              style={{ width: 140 }}
              options={AUTHORITIES.map((value) => ({ value, label: t(`authority.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('common:common.status')}>
            <Select
              allowClear
              placeholder={t('common:common.all')}
              style={{ width: 120 }}
              options={USER_STATUSES.map((value) => ({ value, label: t(`userStatus.${value}`) }))}
            />
          </Form.Item>
        </ListFilterForm>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SYSTEM_USER_ADD_PATH)}>
          {t('common:common.add')}
        </Button>
      </Flex>
      <PagedTable<SystemUserRow>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1140 }}
        page={list.page}
        onPage={list.setPage}
      />
    </Card>
  );
}
