import '../locales';
import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteRoot, queryStatusView } from '@portal/shared/ui';
import { STATION_PATH } from '../lib/paths';
import { useReturnTo } from '../lib/use-return-to';

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

interface LoadedProps {
  /** The page's id from the query; null when it is missing or not a number. */
  id: number | null;
  query: Parameters<typeof queryStatusView>[0];
  /** Where 返回 leads: the station, or the engineer's task list. */
  backTo?: string;
  children: () => ReactNode;
}

/** The page once its record has loaded; until then the shared status view (no id, not found, failure, loading). */
export function Loaded({ id, query, backTo = STATION_PATH, children }: LoadedProps) {
  const { t } = useTranslation('dispatch');
  const returnTo = useReturnTo();
  const status = queryStatusView(query, {
    missing: id === null,
    notFoundTitle: t(id === null ? 'page.missingId' : 'page.notFound'),
    back: <Button onClick={() => returnTo(backTo)}>{t('common:common.back')}</Button>,
  });
  return <>{status ?? children()}</>;
}
