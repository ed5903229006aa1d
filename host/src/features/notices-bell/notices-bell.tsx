import { useState } from 'react';
import { Badge, Dropdown } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useNoticeQuery, useSessionStore } from '@portal/shared';
import { fetchUnreadCount, UNREAD_COUNT_QUERY_KEY } from './unread-count';
import { noticeDetailsPath, NoticesPanel } from './notices-panel';

export function noticeTarget(authority: string | undefined): string {
  return authority === 'manager' ? '/notice' : '/personalCenter/personalNotice';
}

export function NoticesBell() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const { data: count = 0 } = useNoticeQuery(UNREAD_COUNT_QUERY_KEY, {
    queryKey: [...UNREAD_COUNT_QUERY_KEY, user?.id],
    queryFn: fetchUnreadCount,
    enabled: !!user,
    refetchIntervalInBackground: true,
  });

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // Slides the panel back on screen where the bell sits too far left for it (phone width).
      align={{ overflow: { adjustY: true, shiftX: 8 } }}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      popupRender={() => (
        <NoticesPanel
          userId={user?.id}
          unread={count}
          onOpenNotice={(notice) => go(noticeDetailsPath(notice.id))}
          onViewAll={() => go(noticeTarget(user?.authority))}
        />
      )}
    >
      <button
        type="button"
        className="portal-header-action"
        // With the count the badge shows, so that the name holds the button's visible text.
        aria-label={
          count > 0 ? `${t('header.notifications')} ${count > 99 ? '99+' : count}` : t('header.notifications')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <Badge count={count} overflowCount={99} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 18, color: 'inherit' }} />
        </Badge>
      </button>
    </Dropdown>
  );
}
