import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseComponentKey } from './component-key';
import { forgetRemoteComponent, RefusedComponentError, remoteComponent } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteInfo, reRegisterRemote } from './remote-registry';
import { IncompatibleRemoteError } from './version-skew-plugin';
import { RemoteIntegrityError } from './integrity-failure';

export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      style={{ display: 'flex', justifyContent: 'center', padding: 64 }}
    >
      <Spin size="large" />
    </div>
  );
}

export function RemoteLoadFailed({
  remote,
  error,
  onRetry,
}: {
  remote: string;
  error?: Error;
  onRetry: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <Result
      status="error"
      title={t('remote.loadFailed')}
      subTitle={t('remote.remoteName', { name: remote })}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:common.retry')}
        </Button>
      }
    >
      {error ? <Typography.Text type="secondary">{error.message}</Typography.Text> : null}
    </Result>
  );
}

/** A remote refused by the version check: no retry, since the same version would be refused again. */
export function RemoteIncompatible({ error }: { error: IncompatibleRemoteError }) {
  const { t } = useTranslation('host');
  const version = remoteInfo(error.remote)?.version ?? '';
  return (
    <Result
      status="warning"
      title={t('remote.incompatible')}
      subTitle={t('remote.remoteName', { name: `${error.remote} ${version}`.trim() })}
    >
      <Typography.Text>
        {t('remote.incompatibleDetail', {
          name: error.remote,
          version,
          dependency: error.detail.dependency,
          required: error.detail.required,
          provided: error.detail.provided,
        })}
      </Typography.Text>
    </Result>
  );
}

/**
 * A remote whose file differs from the version as published (refused by the integrity check): no
 * retry either, since the changed file would be refused again until the operator acts.
 */
export function RemoteTampered({ error }: { error: RemoteIntegrityError }) {
  const { t } = useTranslation('host');
  const version = remoteInfo(error.remote)?.version ?? '';
  return (
    <Result
      status="warning"
      title={t('remote.tampered')}
      subTitle={t('remote.remoteName', { name: `${error.remote} ${version}`.trim() })}
    >
      <Typography.Text>
        {t('remote.tamperedDetail', { name: error.remote, version, file: error.file })}
      </Typography.Text>
    </Result>
  );
}

/**
 * A page exposed by a remote (`remote_orders/SystemAnnounce`). Keys the host refuses show `notFound`;
 * a remote that fails to load shows an error panel whose retry registers the remote again.
 */
export function RemotePage({ componentKey, notFound }: { componentKey: string; notFound: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must create a new lazy component
  const Page = useMemo(() => remoteComponent(componentKey), [componentKey, attempt]);
  const remote = parseComponentKey(componentKey)?.remote ?? componentKey;

  const retry = () => {
    reRegisterRemote(remote);
    forgetRemoteComponent(componentKey);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      onError={() => forgetRemoteComponent(componentKey)}
      quiet={(error) => error instanceof RefusedComponentError}
      fallback={(error) =>
        error instanceof RefusedComponentError ? (
          notFound
        ) : error instanceof IncompatibleRemoteError ? (
          <RemoteIncompatible error={error} />
        ) : error instanceof RemoteIntegrityError ? (
          <RemoteTampered error={error} />
        ) : (
          <RemoteLoadFailed remote={remote} error={error} onRetry={retry} />
        )
      }
    >
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
