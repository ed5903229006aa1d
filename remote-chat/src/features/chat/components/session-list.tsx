import { useMemo, useState } from 'react';
import { throttle } from '../lib/message-factory';
import { Avatar, Badge, Button, Empty, Flex, Tooltip, Typography } from 'antd';
import DownCircleOutlined from '@ant-design/icons/DownCircleOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '../api/types';
import { filterSessions } from '../lib/session-rules';
import { formatSessionTime } from '../lib/display';
import { UNREAD_BADGE_MAX } from '../../../lib/badges';
import { previewText } from '../../../lib/message-preview';
import { SearchBox } from './search-box';

/** SPEC section 9: unread jump throttled 1000 ms. */
export const UNREAD_JUMP_THROTTLE_MS = 1000;

export interface SessionListProps {
  sessions: ChatSession[];
  activeId: number | null;
  /** On a phone the list is the whole view. */
  fullWidth?: boolean;
  onSelect(session: ChatSession): void;
}

/** The left column: search (trimmed), then each session with its last message, time and unread badge. */
export function SessionList({ sessions, activeId, fullWidth, onSelect }: SessionListProps) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterSessions(sessions, search), [sessions, search]);
  const latest = { shown, activeId, onSelect };
  const [jump] = useState(() =>
    // SPEC 9: the jump to the next unread session is throttled to once per 1000 ms.
    throttle((l: typeof latest) => {
      const start = l.shown.findIndex((s) => s.id === l.activeId);
      const order = [...l.shown.slice(start + 1), ...l.shown.slice(0, start + 1)];
      const next = order.find((s) => s.unreadNum > 0 && s.id !== l.activeId);
      if (next) l.onSelect(next);
    }, UNREAD_JUMP_THROTTLE_MS),
  );
  const anyUnread = shown.some((s) => s.unreadNum > 0 && s.id !== activeId);

  return (
    <Flex
      vertical
      style={{
        ...(fullWidth ? { flex: 1, minWidth: 0 } : { width: 280, borderRight: '1px solid rgba(5,5,5,0.06)' }),
        minHeight: 0,
      }}
    >
      <div style={{ padding: 8, display: 'flex', gap: 4, alignItems: 'center' }}>
        <SearchBox label={t('searchSessions')} value={search} onChange={setSearch} />
        <Tooltip title={t('nextUnread')}>
          <Button
            size="small"
            type="text"
            aria-label={t('nextUnread')}
            icon={<DownCircleOutlined />}
            disabled={!anyUnread}
            onClick={() => jump(latest)}
          />
        </Tooltip>
      </div>
      <div role="list" aria-label={t('sessions')} style={{ overflowY: 'auto', flex: 1 }}>
        {shown.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSessions')} />}
        {shown.map((s) => {
          const active = s.id === activeId;
          return (
            <div
              key={s.id}
              role="listitem"
              aria-current={active || undefined}
              data-channel-id={s.id}
              tabIndex={0}
              onClick={() => onSelect(s)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSelect(s);
              }}
              style={{
                display: 'flex',
                gap: 8,
                padding: '10px 12px',
                cursor: 'pointer',
                background: active ? 'rgba(22,119,255,0.08)' : undefined,
              }}
            >
              <Badge count={s.unreadNum} overflowCount={UNREAD_BADGE_MAX} size="small">
                <Avatar shape="square" src={s.avatar || undefined} icon={<TeamOutlined />} />
              </Badge>
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Flex justify="space-between" gap={4}>
                  <Typography.Text strong ellipsis style={{ flex: 1 }}>
                    {s.toName}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {formatSessionTime(s.time)}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {s.lastMsg ? previewText(s.lastMsg, (key, options) => t(key, options)) : '\u00a0'}
                </Typography.Text>
              </Flex>
            </div>
          );
        })}
      </div>
    </Flex>
  );
}
