import { useEffect } from 'react';
import { Badge } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { eventBus, useSessionStore } from '@portal/shared';
import { fetchUnreadCount, UNREAD_COUNT_QUERY_KEY, UNREAD_REFRESH_MS } from './unread-count';

export function noticeTarget(authority: string | undefined): string {
  return authority === 'manager' ? '/notice' : '/personalCenter/personalNotice';
}

export function NoticesBell() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionStore((s) => s.user);
  const { data: count = 0 } = useQuery({
    queryKey: [...UNREAD_COUNT_QUERY_KEY, user?.id],
    queryFn: fetchUnreadCount,
    enabled: !!user,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

  useEffect(
    () =>
      eventBus.on(
        'notice:changed',
        () => void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY }),
      ),
    [queryClient],
  );

  return (
    <button
      type="button"
      className="portal-header-action"
      aria-label={t('header.notifications')}
      onClick={() => navigate(noticeTarget(user?.authority))}
    >
      <Badge count={count} overflowCount={99} size="small" offset={[4, -2]}>
        <BellOutlined style={{ fontSize: 18, color: 'inherit' }} />
      </Badge>
    </button>
  );
}
