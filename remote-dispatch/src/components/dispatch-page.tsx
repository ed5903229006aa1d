import '../locales';
import type { ReactNode } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteRoot } from '@portal/shared';

/** Every exposed page: the shared root (button spacing), this remote's messages, a vertical stack. */
export function DispatchPage({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot>
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </RemoteRoot>
  );
}

interface LoadGateProps {
  /** The page's id from the query; null when it is missing or not a number. */
  id: number | null;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  children: () => ReactNode;
}

/** Shows the page once its order has loaded; a missing id, loading and failure have their own panels. */
export function LoadGate({ id, isPending, error, onRetry, children }: LoadGateProps) {
  const { t } = useTranslation('dispatch');
  if (id === null) return <Result status="warning" title={t('page.missingId')} />;
  if (error) {
    return (
      <Result
        status="error"
        title={t('common:common.loadFailed')}
        subTitle={error.message}
        extra={<Button onClick={onRetry}>{t('common:common.retry')}</Button>}
      />
    );
  }
  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={t('common:common.loading')} />
      </Flex>
    );
  }
  return <>{children()}</>;
}
