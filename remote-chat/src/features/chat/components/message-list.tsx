import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UiMessage } from '../stores/chat-store';
import { showLoadMore, showNoMore } from '../lib/session-rules';
import { MessageBubble } from './message-bubble';

export interface MessageListProps {
  messages: UiMessage[];
  reachedStart: boolean;
  me: string | null;
  /** Bumped to scroll to the bottom (after I send). */
  scrollKey: number;
  onLoadMore(): Promise<void>;
  onShowReaders(message: UiMessage): void;
  onRetry(message: UiMessage): void;
}

/** The conversation: 'load more' / 'no more' on top, bubbles, kept at the bottom as messages arrive. */
export function MessageList({
  messages,
  reachedStart,
  me,
  scrollKey,
  onLoadMore,
  onShowReaders,
  onRetry,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const more = useMutation({ mutationFn: onLoadMore });
  const atBottom = useRef(true);
  const keepOffset = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (keepOffset.current !== null) {
      // Older messages were put on top: keep what the user was reading in place.
      el.scrollTop = el.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
  }, [scrollKey]);

  const loadMore = () => {
    const el = box.current;
    if (el) keepOffset.current = el.scrollHeight - el.scrollTop;
    more.mutate(undefined, {
      onError: () => {
        keepOffset.current = null;
      },
    });
  };

  return (
    <div
      ref={box}
      role="list"
      aria-label={t('messages')}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      style={{ flex: 1, overflowY: 'auto', padding: '8px 16px', minHeight: 0 }}
    >
      <div style={{ textAlign: 'center', padding: 4 }}>
        {showLoadMore(messages.length, reachedStart) && (
          <Button type="link" size="small" loading={more.isPending} onClick={loadMore}>
            {t('loadMore')}
          </Button>
        )}
        {showNoMore(messages.length, reachedStart) && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('noMore')}
          </Typography.Text>
        )}
      </div>
      {messages.map((m) => (
        <MessageBubble
          key={m.clientId ? `c:${m.fromImUid ?? ''}:${m.clientId}` : `m:${m.msgId}`}
          message={m}
          mine={!!me && m.fromImUid === me}
          onShowReaders={onShowReaders}
          onRetry={onRetry}
        />
      ))}
    </div>
  );
}
