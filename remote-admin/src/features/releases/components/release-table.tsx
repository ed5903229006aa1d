import { App, Badge, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ConfirmLink } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useIsPhone } from '@portal/shared';
import type { Release, ReleaseChannel } from '@portal/shared/contract';
import { useReleaseActions } from '../hooks/use-release-actions';
import { useUserOptions } from '../hooks/use-user-options';
import { deactivatedPayload, type RemoteReleases } from '../lib/release-form';
import { RemoteName } from './remote-name';
import { BreakableUrl } from './breakable-url';
import { stackedColumn } from './stacked-column';
import { userLabel } from './user-picker';
import type { ReleaseEditTarget } from './release-editor-modal';

interface Row {
  key: string;
  remote: string;
  channel: ReleaseChannel;
  release?: Release;
  stable?: Release;
  /** The first of the remote's two rows carries the remote's cell. */
  first: boolean;
}

const toRows = (groups: RemoteReleases[]): Row[] =>
  groups.flatMap(({ remote, stable, canary }) => [
    { key: `${remote}:stable`, remote, channel: 'stable' as const, release: stable, stable, first: true },
    { key: `${remote}:canary`, remote, channel: 'canary' as const, release: canary, stable, first: false },
  ]);

function ListedUsers({ ids }: { ids: number[] }) {
  const names = useUserOptions(ids);
  if (ids.length === 0) return <>-</>;
  return (
    <Space size={[4, 4]} wrap>
      {ids.map((id) => {
        const user = names.get(id);
        return <Tag key={id}>{user ? userLabel(user) : `#${id}`}</Tag>;
      })}
    </Space>
  );
}

/** Every remote's stable and canary releases, with their edit actions (none when `onEdit` is null: no release right). */
export function ReleaseTable({
  groups,
  loading,
  onEdit,
}: {
  groups: RemoteReleases[];
  loading: boolean;
  onEdit: ((target: ReleaseEditTarget) => void) | null;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { save } = useReleaseActions();
  const phone = useIsPhone();
  const missing = <Typography.Text type="secondary">-</Typography.Text>;

  const allColumns: TableColumnsType<Row> = [
    {
      title: t('release.remote'),
      key: 'remote',
      width: 160,
      onCell: (row) => ({ rowSpan: row.first ? 2 : 0 }),
      render: (_, row) => <RemoteName remote={row.remote} stacked />,
    },
    {
      title: t('release.channel'),
      key: 'channel',
      width: 96,
      render: (_, row) => (
        <Tag color={row.channel === 'stable' ? 'blue' : 'orange'}>{t(`release.channels.${row.channel}`)}</Tag>
      ),
    },
    {
      // Version above entry: the entry URL needs the width more than any other value.
      title: `${t('release.version')} / ${t('release.entry')}`,
      key: 'version',
      render: (_, row) =>
        row.release ? (
          <>
            <div>
              <Typography.Text strong>{row.release.version}</Typography.Text>
            </div>
            <Typography.Text type="secondary" code>
              <BreakableUrl url={row.release.entry} />
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('release.noCanary')}</Typography.Text>
        ),
    },
    {
      title: t('release.rolloutPercent'),
      key: 'rolloutPercent',
      width: 96,
      render: (_, row) =>
        !row.release
          ? missing
          : row.channel === 'stable'
            ? t('release.everyone')
            : `${row.release.rolloutPercent}%`,
    },
    {
      title: t('release.rolloutUsers'),
      key: 'rolloutUsers',
      width: 150,
      render: (_, row) =>
        row.release && row.channel === 'canary' ? <ListedUsers ids={row.release.rolloutUsers} /> : missing,
    },
    {
      title: t('common:common.status'),
      key: 'active',
      width: 96,
      render: (_, row) =>
        row.release?.offReason === 'originNotAllowed' ? (
          // Switched off by the portal: its entry lies outside the deployment's release origins.
          <Badge status="error" text={t('release.offOrigin')} />
        ) : row.release ? (
          <Badge
            status={row.release.active ? 'success' : 'default'}
            text={t(row.release.active ? 'release.enabled' : 'release.disabled')}
          />
        ) : (
          missing
        ),
    },
    {
      title: t('release.updatedAt'),
      key: 'updatedAt',
      width: 112,
      render: (_, row) => (row.release ? formatDateTime(row.release.updatedAt) : missing),
    },
    {
      title: t('common:common.actions'),
      key: 'actions',
      width: 124,
      fixed: 'right',
      render: (_, row) => {
        const edit = () =>
          onEdit?.({ remote: row.remote, channel: row.channel, release: row.release, stable: row.stable });
        if (!row.release) {
          return (
            <Button type="link" size="small" onClick={edit} disabled={!row.stable}>
              {t('release.createCanary')}
            </Button>
          );
        }
        const canary = row.release;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={edit}>
              {t('common:common.edit')}
            </Button>
            {row.channel === 'canary' && canary.active && (
              <ConfirmLink
                title={t('release.deactivateConfirm')}
                danger
                onConfirm={() =>
                  save
                    .mutateAsync({
                      remote: row.remote,
                      channel: 'canary',
                      payload: deactivatedPayload(canary),
                    })
                    .then(
                      () => void message.success(t('common:common.saved')),
                      () => undefined,
                    )
                }
              >
                {t('release.deactivate')}
              </ConfirmLink>
            )}
          </Space>
        );
      },
    },
  ];
  const shown = onEdit ? allColumns : allColumns.filter((c) => c.key !== 'actions');
  // A phone lists each release's values under their titles; the remote's cell spans no rows there.
  const columns = phone
    ? [
        stackedColumn(
          shown.map((c) => (c.key === 'remote' ? { ...c, onCell: undefined } : c)),
          t('release.tableLabel'),
        ),
      ]
    : shown;

  return (
    <Table<Row>
      rowKey="key"
      columns={columns}
      dataSource={toRows(groups)}
      loading={loading}
      pagination={false}
      bordered
      scroll={phone ? undefined : { x: 1100 }}
      showHeader={!phone}
      aria-label={t('release.tableLabel')}
    />
  );
}
