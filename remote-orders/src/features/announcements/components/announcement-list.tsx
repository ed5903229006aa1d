import { useState } from 'react';
import { Link } from 'react-router-dom';
import { App, Button, Card, Flex, Form, Input, Space, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useSessionStore, type Announcement } from '@portal/shared';
import { useListSearch, type ListSearchCodec } from '@portal/shared';
import { ConfirmLink, ListFilterForm, PagedTable } from '@portal/shared/ui';
import { useAnnouncementPage } from '../hooks/use-announcement-page';
import { useWithdrawAnnouncement } from '../hooks/use-withdraw-announcement';
import { AnnouncementFormModal } from './announcement-form-modal';

export const announcementDetailsPath = (id: number) => `/systemAnnounceDetails?id=${id}`;

/** The list's one filter in its URL: `keyword`. */
const announcementSearch: ListSearchCodec<{ keyword: string }> = {
  parse: (params) => ({ keyword: params.get('keyword')?.trim() ?? '' }),
  serialize: ({ keyword }): Record<string, string> => (keyword.trim() ? { keyword: keyword.trim() } : {}),
};

/** The system announcements list (keyword and page kept in the URL); managers also publish, edit and withdraw. */
export function AnnouncementList() {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const isManager = useSessionStore((s) => s.user?.authority === 'manager');
  const list = useListSearch(announcementSearch);
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const query = useAnnouncementPage({ ...list.page, keyword: list.filters.keyword });
  const withdraw = useWithdrawAnnouncement();

  const columns: TableColumnsType<Announcement> = [
    {
      title: t('announce.columnTitle'),
      dataIndex: 'title',
      render: (_, row) => (
        <Space size={8}>
          <Link to={announcementDetailsPath(row.id)}>{row.title}</Link>
          {isManager && row.status === 'withdrawn' && <Tag>{t('announce.withdrawn')}</Tag>}
        </Space>
      ),
    },
    { title: t('announce.columnPublisher'), dataIndex: 'publisherName', width: 160 },
    { title: t('announce.columnPublishTime'), dataIndex: 'publishTime', width: 200, render: formatDateTime },
  ];
  if (isManager) {
    columns.push({
      title: t('common:common.actions'),
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {t('common:common.edit')}
          </Button>
          {row.status !== 'withdrawn' && (
            <ConfirmLink
              title={t('announce.withdrawConfirm')}
              danger
              onConfirm={() =>
                withdraw.mutate(row.id, {
                  onSuccess: () => void message.success(t('announce.withdrawSuccess')),
                })
              }
            >
              {t('announce.withdraw')}
            </ConfirmLink>
          )}
        </Space>
      ),
    });
  }

  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 16 }}>
        <ListFilterForm
          filters={list.filters}
          onSearch={({ keyword }) => list.search({ keyword: (keyword ?? '').trim() })}
          onReset={list.reset}
        >
          <Form.Item name="keyword" label={t('common:common.keyword')}>
            <Input placeholder={t('announce.keywordPlaceholder')} allowClear style={{ width: 260 }} />
          </Form.Item>
        </ListFilterForm>
        {isManager && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('announce.publish')}
          </Button>
        )}
      </Flex>
      <PagedTable<Announcement>
        rowKey="id"
        columns={columns}
        query={query}
        page={list.page}
        onPage={list.setPage}
      />
      {editing && (
        <AnnouncementFormModal
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
