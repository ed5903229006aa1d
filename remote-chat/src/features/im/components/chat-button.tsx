import { useEffect } from 'react';
import { Badge, Button, Flex, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { eventBus, useSessionStore } from '@portal/shared';
import { STATUS_BADGE, UNREAD_BADGE_MAX } from '../../../lib/badges';
import { connectIm } from '../lib/im-connection';
import { useImStatus } from '../hooks/use-im-status';

/** The header's 在线沟通 button: unread badge, connection dot; opens the chat panel. */
export function ChatButton() {
  const { t } = useTranslation('chat');
  // SPEC: only users with allowDispatch get online chat.
  const allowed = useSessionStore((s) => s.user?.allowDispatch === true);
  const { status, unreadTotal } = useImStatus();

  useEffect(() => {
    if (allowed) connectIm();
  }, [allowed]);

  if (!allowed) return null;

  const statusText = t(`status.${status}`);
  return (
    <Flex align="center" gap={2}>
      <Badge count={unreadTotal} overflowCount={UNREAD_BADGE_MAX} size="small" offset={[-6, 4]}>
        <Button type="text" icon={<MessageOutlined />} onClick={() => eventBus.emit('chat:open', {})}>
          {t('common:common.openChat')}
        </Button>
      </Badge>
      <Tooltip title={statusText}>
        <span role="img" aria-label={statusText} data-status={status} style={{ display: 'inline-flex' }}>
          <Badge status={STATUS_BADGE[status]} />
        </span>
      </Tooltip>
    </Flex>
  );
}
