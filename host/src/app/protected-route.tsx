import { Button, Flex, Result, Spin } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@portal/shared';
import { guardRedirect } from '../features/auth/guard';
import { errorText } from '../components/error-text';
import { useSessionLoader } from './session-loader';

function FullPageSpinner() {
  const { t } = useTranslation('host');
  return (
    <Flex
      role="status"
      aria-label={t('session.loading')}
      justify="center"
      align="center"
      style={{ height: '100vh' }}
    >
      <Spin size="large" />
    </Flex>
  );
}

function SessionFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={title}
      subTitle={errorText(error)}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('session.retry')}
        </Button>,
        <Button
          key="login"
          onClick={() => {
            useSessionStore.getState().clear();
            navigate('/login', { replace: true });
          }}
        >
          {t('session.toLogin')}
        </Button>,
      ]}
    />
  );
}

/**
 * Everything but /login and /forget: sends visitors without a session to /login (with `from`), loads
 * the user and the remotes before anything renders, and sends `/` to the user's home path.
 */
export function ProtectedRoute() {
  const { t } = useTranslation('host');
  const location = useLocation();
  const { token, user, userQuery, remotesQuery } = useSessionLoader();

  const redirect = guardRedirect(location, !!token);
  if (redirect) return <Navigate to={redirect} replace />;

  if (!user) {
    if (userQuery.isError) {
      return (
        <SessionFailed
          title={t('session.userFailed')}
          error={userQuery.error}
          onRetry={() => void userQuery.refetch()}
        />
      );
    }
    return <FullPageSpinner />;
  }
  if (remotesQuery.isError) {
    return (
      <SessionFailed
        title={t('session.remotesFailed')}
        error={remotesQuery.error}
        onRetry={() => void remotesQuery.refetch()}
      />
    );
  }
  if (!remotesQuery.isSuccess) return <FullPageSpinner />;
  if (location.pathname === '/') return <Navigate to={user.homePath || '/workplace'} replace />;
  return <Outlet />;
}
