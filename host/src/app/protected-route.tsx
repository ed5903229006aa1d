import { Button, Flex, Result, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
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

type SessionQuery = Pick<UseQueryResult, 'error' | 'refetch'>;

/** A failed load of the session (the user or the remotes): retry it, or sign in again. */
function SessionFailed({ title, query }: { title: string; query: SessionQuery }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={title}
      subTitle={errorText(query.error)}
      extra={[
        <Button key="retry" type="primary" onClick={() => void query.refetch()}>
          {t('common:common.retry')}
        </Button>,
        <Button
          key="login"
          onClick={() => {
            useSessionStore.getState().clear();
            navigate('/login', { replace: true });
          }}
        >
          {t('common:http.relogin')}
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
    if (userQuery.isError) return <SessionFailed title={t('session.userFailed')} query={userQuery} />;
    return <FullPageSpinner />;
  }
  if (remotesQuery.isError) return <SessionFailed title={t('session.remotesFailed')} query={remotesQuery} />;
  if (!remotesQuery.isSuccess) return <FullPageSpinner />;
  if (location.pathname === '/') return <Navigate to={user.homePath || '/workplace'} replace />;
  return <Outlet />;
}
