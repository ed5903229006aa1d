import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Flex, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, orDash, useListSearch, type RepairUser } from '@portal/shared';
import { ConfirmLink, ListFilterForm, PagedTable } from '@portal/shared/ui';
import { useInvalidateRepairUser, useRepairUserPage } from '../hooks/use-repair-users';
import {
  isValidParam,
  repairUserSearch,
  type RepairUserFilters as Filters,
  type ValidFilter,
} from '../url-state';

export const REPAIR_USER_ADD_PATH = '/repairUserAdd';
export const repairUserEditPath = (id: number) => `/repairUserEdit?id=${id}`;

/** The company's repair users: search and paging (kept in the URL), add, edit and invalidate. */
export function RepairUserList() {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useListSearch(repairUserSearch);
  const { filters } = list;
  const query = useRepairUserPage({
    ...list.page,
    keyword: filters.keyword,
    isValid: isValidParam(filters.valid),
  });
  const invalidate = useInvalidateRepairUser();

  const columns: TableColumnsType<RepairUser> = [
    { title: t('repairUser.name'), dataIndex: 'name', width: 180 },
    { title: t('common:orderField.repairNo'), dataIndex: 'repairNo', width: 120, render: orDash },
    { title: t('common:orderField.contactName'), dataIndex: 'contactName', width: 110 },
    { title: t('common:orderField.contactPhone'), dataIndex: 'contactPhone', width: 140 },
    {
      title: t('repairUser.address'),
      key: 'address',
      ellipsis: true,
      render: (_, row) => `${row.regionText} ${row.addressDetail}`.trim(),
    },
    {
      title: t('common:common.status'),
      dataIndex: 'isValid',
      width: 90,
      render: (valid: boolean) =>
        valid ? <Tag color="green">{t('repairUser.valid')}</Tag> : <Tag>{t('repairUser.invalid')}</Tag>,
    },
    { title: t('repairUser.createTime'), dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: t('common:common.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(repairUserEditPath(row.id))}>
            {t('common:common.edit')}
          </Button>
          {row.isValid && (
            <ConfirmLink
              title={t('repairUser.invalidateConfirm')}
              danger
              onConfirm={() =>
                invalidate.mutateAsync(row.id).then(() => void message.success(t('common:common.success')))
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
      <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 16 }}>
        <ListFilterForm<Filters>
          filters={filters}
          onSearch={list.search}
          onReset={list.reset}
          initialValues={{ keyword: '', valid: 'all' }}
        >
          <Form.Item name="keyword" label={t('common:common.keyword')}>
            <Input placeholder={t('repairUser.keywordPlaceholder')} allowClear style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="valid" label={t('common:common.status')}>
            <Select<ValidFilter>
              style={{ width: 120 }}
              options={[
                { value: 'all', label: t('common:common.all') },
                { value: 'valid', label: t('repairUser.valid') },
                { value: 'invalid', label: t('repairUser.invalid') },
              ]}
            />
          </Form.Item>
        </ListFilterForm>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(REPAIR_USER_ADD_PATH)}>
          {t('common:menu.repairUserAdd')}
        </Button>
      </Flex>
      <PagedTable<RepairUser>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1100 }}
        page={list.page}
        onPage={list.setPage}
      />
    </Card>
  );
}
