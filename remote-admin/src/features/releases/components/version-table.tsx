import { App, Button, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ConfirmLink } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useIsPhone } from '@portal/shared';
import type { Release } from '@portal/shared/contract';
import type { RemoteVersion } from '@portal/shared/contract';
import { useReleaseActions } from '../hooks/use-release-actions';
import { RemoteName } from './remote-name';
import { BreakableUrl } from './breakable-url';
import { stackedColumn } from './stacked-column';

/**
 * Every published version with who gets it, and the actions that change that (none when `onCanary` is
 * null: no release right). A version without recorded hashes cannot be rolled out: the server refuses.
 */
export function VersionTable({
  versions,
  releases,
  loading,
  onCanary,
}: {
  versions: RemoteVersion[];
  releases: Release[];
  loading: boolean;
  onCanary: ((remote: string, version: string) => void) | null;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { promote, rollback } = useReleaseActions();
  const phone = useIsPhone();
  const channelOf = (v: RemoteVersion) =>
    releases
      .filter((r) => r.remote === v.remote && r.version === v.version && r.active)
      .map((r) => r.channel);

  const allColumns: TableColumnsType<RemoteVersion> = [
    {
      title: t('release.remote'),
      key: 'remote',
      width: 170,
      render: (_, v) => <RemoteName remote={v.remote} stacked />,
    },
    {
      title: t('release.version'),
      key: 'version',
      render: (_, v) => (
        <Space size={4} wrap>
          <Typography.Text strong>{v.version}</Typography.Text>
          {channelOf(v).map((channel) => (
            <Tag key={channel} color={channel === 'stable' ? 'blue' : 'orange'}>
              {t(`release.channels.${channel}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('release.entry'),
      dataIndex: 'entry',
      render: (entry: string) => (
        <Typography.Text type="secondary" code>
          <BreakableUrl url={entry} />
        </Typography.Text>
      ),
    },
    {
      title: t('release.publishedBy'),
      dataIndex: 'publishedBy',
      width: 110,
      render: (name: string | null) => name ?? '-',
    },
    {
      title: t('release.publishedAt'),
      dataIndex: 'publishedAt',
      width: 112,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: t('common:common.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, v) => {
        const stable = channelOf(v).includes('stable');
        const done = (text: string) => () => void message.success(text);
        if (!stable && !v.hashed)
          return (
            <Space size={0} wrap>
              {(['toCanary', 'promote'] as const).map((action) => (
                <Tooltip key={action} title={t('release.unhashed')} trigger={['hover', 'focus']}>
                  {/* A disabled button fires no mouse events: the span carries the tooltip's hover. */}
                  <span style={{ display: 'inline-block' }} tabIndex={0}>
                    <Button type="link" size="small" disabled>
                      {t(`release.${action}`)}
                    </Button>
                  </span>
                </Tooltip>
              ))}
            </Space>
          );
        return (
          <Space size={0} wrap>
            {!stable && (
              <Button type="link" size="small" onClick={() => onCanary?.(v.remote, v.version)}>
                {t('release.toCanary')}
              </Button>
            )}
            {!stable && (
              <ConfirmLink
                title={t('release.promoteConfirm', { version: v.version })}
                onConfirm={() =>
                  promote
                    .mutateAsync({ remote: v.remote, version: v.version })
                    .then(done(t('release.promoted', { version: v.version })), () => undefined)
                }
              >
                {t('release.promote')}
              </ConfirmLink>
            )}
            {stable && (
              <ConfirmLink
                title={t('release.rollbackConfirm')}
                danger
                onConfirm={() =>
                  rollback.mutateAsync({ remote: v.remote }).then(
                    (r) => void message.success(t('release.rolledBack', { version: r.version })),
                    () => undefined,
                  )
                }
              >
                {t('release.rollback')}
              </ConfirmLink>
            )}
          </Space>
        );
      },
    },
  ];
  const shown = onCanary ? allColumns : allColumns.filter((c) => c.key !== 'actions');
  const columns = phone ? [stackedColumn(shown, t('release.versionsTitle'))] : shown;

  return (
    <Table<RemoteVersion>
      rowKey={(v) => `${v.remote}:${v.version}`}
      columns={columns}
      dataSource={versions}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      bordered
      scroll={phone ? undefined : { x: 1000 }}
      showHeader={!phone}
      aria-label={t('release.versionsLabel')}
    />
  );
}
