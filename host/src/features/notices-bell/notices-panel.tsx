import type { CSSProperties } from 'react';
import { Badge, Button, Empty, Flex, Spin, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useNoticeQuery, type Notice } from '@portal/shared';
import { fetchLatestNotices, LATEST_NOTICES_QUERY_KEY } from './latest-notices';

export const noticeDetailsPath = (id: number): string => `/notice/details?id=${id}`;

interface Props {
  userId: number | undefined;
  unread: number;
  onOpenNotice: (notice: Notice) => void;
  onViewAll: () => void;
}

/** The bell's dropdown: the newest notices, unread ones marked, and a way to the full list. */
export function NoticesPanel({ userId, unread, onOpenNotice, onViewAll }: Props) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const query = useNoticeQuery(LATEST_NOTICES_QUERY_KEY, {
    queryKey: [...LATEST_NOTICES_QUERY_KEY, userId],
    queryFn: fetchLatestNotices,
    enabled: userId !== undefined,
    // Mounted only while the dropdown is open, and fetched afresh on every opening: no timer of its own.
    staleTime: 0,
    refetchInterval: false,
  });

  const panel: CSSProperties = {
    width: 360,
    maxWidth: 'calc(100vw - 24px)',
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
    overflow: 'hidden',
  };
  const row: CSSProperties = {
    display: 'block',
    width: '100%',
    minHeight: 48,
    padding: '10px 16px',
    border: 'none',
    borderBottom: `1px solid ${token.colorSplit}`,
    background: 'none',
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    color: token.colorText,
  };
  const records = query.data?.records ?? [];

  return (
    <div role="dialog" aria-label={t('header.notifications')} style={panel}>
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorSplit}` }}
      >
        <Typography.Text strong>{t('header.notifications')}</Typography.Text>
        <Typography.Text type="secondary">{t('notices.unreadCount', { count: unread })}</Typography.Text>
      </Flex>
      <Spin spinning={query.isFetching && !query.isError}>
        {query.isError ? (
          <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
            <Typography.Text type="danger">{t('notices.loadFailed')}</Typography.Text>
            <Button size="small" onClick={() => void query.refetch()}>
              {t('common:common.retry')}
            </Button>
          </Flex>
        ) : records.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={query.isPending ? t('common:common.loading') : t('notices.empty')}
            style={{ padding: 16, margin: 0 }}
          />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
            {records.map((notice) => {
              const isUnread = notice.status === 'unread';
              return (
                <li key={notice.id}>
                  <button type="button" style={row} onClick={() => onOpenNotice(notice)}>
                    <Flex justify="space-between" align="center" gap={8}>
                      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                        {isUnread ? (
                          <span
                            role="img"
                            aria-label={t('common:common.unread')}
                            style={{ display: 'inline-flex' }}
                          >
                            <Badge status="error" />
                          </span>
                        ) : null}
                        <Typography.Text strong={isUnread} ellipsis>
                          {notice.title}
                        </Typography.Text>
                      </Flex>
                      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                        {formatDateTime(notice.sendTime)}
                      </Typography.Text>
                    </Flex>
                    <Typography.Text
                      type="secondary"
                      ellipsis
                      style={{ display: 'block', paddingInlineStart: isUnread ? 14 : 0, fontSize: 12 }}
                    >
                      {notice.content}
                    </Typography.Text>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      <Button type="link" block style={{ height: 44 }} onClick={onViewAll}>
        {t('notices.viewAll')}
      </Button>
    </div>
  );
}
