import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Badge, Button, Card, Empty, Flex, Pagination, Spin, Tabs, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE, formatDateTime, tablePagination, type Notice, type PageState } from '@portal/shared';
import { ListLoadFailure } from '@portal/shared/ui';
import { useNoticePage } from '../hooks/use-notice-page';
import { useMarkAllNoticesRead, useMarkNoticeRead } from '../hooks/use-mark-notice-read';

export const NOTICE_TABS = ['all', 'unread', 'read'] as const;
export type NoticeTab = (typeof NOTICE_TABS)[number];

export const isNoticeTab = (value: unknown): value is NoticeTab =>
  typeof value === 'string' && (NOTICE_TABS as readonly string[]).includes(value);

const rowStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: '12px 8px',
  border: 'none',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
  background: 'none',
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
};

/** The signed-in user's notices: all, unread or read; opening one marks it read. */
export function NoticeList({ initialTab = 'all' }: { initialTab?: NoticeTab }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [tab, setTab] = useState<NoticeTab>(initialTab);
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const query = useNoticePage({ ...page, status: tab === 'all' ? undefined : tab });
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const records = query.data?.records ?? [];

  const open = (notice: Notice) => {
    const follow = () => {
      if (notice.link) navigate(notice.link);
    };
    if (notice.status === 'unread') markRead.mutate(notice.id, { onSettled: follow });
    else follow();
  };

  return (
    <Card variant="borderless">
      {/* The button sits beside the tab list, not in it: role=tablist may hold tabs only. */}
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Tabs
          style={{ flex: 1, minWidth: 0 }}
          tabBarStyle={{ marginBottom: 0 }}
          activeKey={tab}
          onChange={(key) => {
            if (isNoticeTab(key)) setTab(key);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          items={NOTICE_TABS.map((key) => ({ key, label: t(`notice.tabs.${key}`) }))}
        />
        <Button
          icon={<CheckOutlined />}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onSuccess: () => void message.success(t('notice.allMarkedRead')) })
          }
        >
          {t('notice.markAllRead')}
        </Button>
      </Flex>
      <Spin spinning={query.isFetching}>
        {query.isError ? (
          <ListLoadFailure query={query} />
        ) : records.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('notice.empty')}
            style={{ padding: 32 }}
          />
        ) : (
          <ul aria-label={t('notice.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {records.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  style={rowStyle}
                  onClick={() => open(notice)}
                  data-notice-id={notice.id}
                >
                  <Flex justify="space-between" align="start" gap={12}>
                    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                      {notice.status === 'unread' && (
                        <span
                          role="img"
                          aria-label={t('common:common.unread')}
                          style={{ display: 'inline-flex' }}
                        >
                          <Badge status="error" />
                        </span>
                      )}
                      <Typography.Text strong={notice.status === 'unread'} ellipsis>
                        {notice.title}
                      </Typography.Text>
                    </Flex>
                    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(notice.sendTime)}
                    </Typography.Text>
                  </Flex>
                  <Typography.Paragraph
                    type="secondary"
                    style={{
                      margin: '4px 0 0',
                      paddingInlineStart: notice.status === 'unread' ? 14 : 0,
                      whiteSpace: 'pre-wrap',
                    }}
                  >
                    {notice.content}
                  </Typography.Paragraph>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Pagination
          {...tablePagination(page, query.data?.total ?? 0, setPage, (total) =>
            t('common:common.total', { total }),
          )}
        />
      </Flex>
    </Card>
  );
}
