import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@portal/shared/ui';
import { useReleases } from '../hooks/use-releases';
import { groupReleases } from '../lib/release-form';
import { ReleaseTable } from './release-table';
import { ReleaseEditorModal, type ReleaseEditTarget } from './release-editor-modal';
import { useReleaseHistory, useVersions } from '../hooks/use-versions';
import { VersionTable } from './version-table';
import { ReleaseHistory } from './release-history';
import { CanaryModal } from './canary-modal';
import { useMayRelease } from '../hooks/use-may-release';

/** /releases: which bundle of each remote users load, and how a canary is rolled out. */
export function ReleasesOverview() {
  const { t } = useTranslation('admin');
  const query = useReleases();
  const mayRelease = useMayRelease();
  const [editing, setEditing] = useState<{ target: ReleaseEditTarget; seq: number; open: boolean } | null>(
    null,
  );
  const versions = useVersions();
  const history = useReleaseHistory();
  const [canary, setCanary] = useState<{
    remote: string;
    version: string;
    seq: number;
    open: boolean;
  } | null>(null);
  const refresh = () => {
    void query.refetch();
    void versions.refetch();
    void history.refetch();
  };
  const edit = (target: ReleaseEditTarget) =>
    setEditing((previous) => ({ target, seq: (previous?.seq ?? 0) + 1, open: true }));

  return (
    <Card
      variant="borderless"
      title={t('common:menu.releases')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={query.isFetching}>
          {t('common:common.refresh')}
        </Button>
      }
    >
      {!mayRelease && (
        <Alert type="warning" showIcon title={t('release.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Alert
        type="info"
        showIcon
        title={t('release.howTitle')}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {(['howStable', 'howCanary', 'howSticky', 'howWhen'] as const).map((key) => (
              <li key={key}>
                <Typography.Text>{t(`release.${key}`)}</Typography.Text>
              </li>
            ))}
          </ul>
        }
        style={{ marginBottom: 16 }}
      />
      {query.isError ? (
        <ListLoadFailure query={query} />
      ) : (
        <ReleaseTable
          groups={groupReleases(query.data ?? [])}
          loading={query.isFetching}
          onEdit={mayRelease ? edit : null}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('release.versionsTitle')}
      </Typography.Title>
      {versions.isError ? (
        <ListLoadFailure query={versions} />
      ) : (
        <VersionTable
          versions={versions.data ?? []}
          releases={query.data ?? []}
          loading={versions.isFetching}
          onCanary={
            mayRelease
              ? (remote, version) =>
                  setCanary((previous) => ({ remote, version, seq: (previous?.seq ?? 0) + 1, open: true }))
              : null
          }
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('release.historyTitle')}
      </Typography.Title>
      {history.isError ? (
        <ListLoadFailure query={history} />
      ) : (
        <ReleaseHistory entries={history.data ?? []} loading={history.isFetching} />
      )}
      {canary && (
        <CanaryModal
          key={canary.seq}
          remote={canary.remote}
          version={canary.version}
          current={query.data?.find((r) => r.remote === canary.remote && r.channel === 'canary')}
          open={canary.open}
          onClose={() => setCanary((c) => c && { ...c, open: false })}
          afterClose={() => setCanary((c) => (c && !c.open ? null : c))}
        />
      )}
      {editing && (
        <ReleaseEditorModal
          key={editing.seq}
          target={editing.target}
          open={editing.open}
          onClose={() => setEditing((e) => e && { ...e, open: false })}
          afterClose={() => setEditing((e) => (e && !e.open ? null : e))}
        />
      )}
    </Card>
  );
}
