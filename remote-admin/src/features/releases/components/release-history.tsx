import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useIsPhone } from '@portal/shared';
import type { ReleaseHistoryEntry } from '@portal/shared/contract';
import { RemoteName } from './remote-name';
import { stackedColumn } from './stacked-column';

const COLORS = {
  publish: 'default',
  canary: 'orange',
  stopCanary: 'default',
  promote: 'blue',
  rollback: 'red',
  edit: 'purple',
} as const;

/** Who published, rolled out, promoted or rolled back which version, and when. */
export function ReleaseHistory({ entries, loading }: { entries: ReleaseHistoryEntry[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const phone = useIsPhone();
  const allColumns: TableColumnsType<ReleaseHistoryEntry> = [
    {
      title: t('release.historyAt'),
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: t('release.historyWho'),
      key: 'actor',
      width: 140,
      render: (_, h) => (
        <>
          <div>{h.actor ?? '-'}</div>
          {h.actorAddress && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {h.actorAddress}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('release.remote'),
      dataIndex: 'remote',
      width: 170,
      render: (remote: string) => <RemoteName remote={remote} />,
    },
    {
      title: t('release.historyAction'),
      dataIndex: 'action',
      width: 110,
      render: (action: ReleaseHistoryEntry['action']) => (
        <Tag color={COLORS[action]}>{t(`release.actions.${action}`)}</Tag>
      ),
    },
    {
      title: t('release.version'),
      key: 'version',
      render: (_, h) => {
        const audience =
          h.action === 'canary'
            ? t('release.historyAudience', {
                users: h.rolloutUsers?.length ?? 0,
                percent: h.rolloutPercent ?? 0,
              })
            : '';
        const was =
          h.previousVersion && h.action !== 'publish'
            ? t('release.historyWas', { version: h.previousVersion })
            : '';
        return [h.version, audience, was].filter(Boolean).join(' ');
      },
    },
  ];
  const columns = phone ? [stackedColumn(allColumns, t('release.historyTitle'))] : allColumns;
  return (
    <Table<ReleaseHistoryEntry>
      rowKey="id"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      size="small"
      scroll={phone ? undefined : { x: 800 }}
      showHeader={!phone}
      aria-label={t('release.historyTitle')}
    />
  );
}
