import { Button, Flex, Image, Spin, Tooltip, Typography } from 'antd';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import type { UiMessage } from '../stores/chat-store';
import { systemText } from '../../../lib/system-text';
import { fileNameOf, formatMessageTime } from '../lib/display';

/** SPEC section 9 bubble sizes. */
export const TEXT_MAX_WIDTH = 350;
export const IMAGE_MAX_WIDTH = 250;
export const VIDEO_SIZE = { width: 220, height: 200 };

export interface MessageBubbleProps {
  message: UiMessage;
  mine: boolean;
  /** Group chat: show my message's unread count (click: who read it). */
  onShowReaders?(message: UiMessage): void;
  onRetry?(message: UiMessage): void;
}

function Body({ message, mine }: { message: UiMessage; mine: boolean }) {
  const { t } = useTranslation('chat');
  const bubble = {
    padding: '8px 12px',
    borderRadius: 8,
    background: mine ? '#95ec69' : 'rgba(0,0,0,0.04)',
    color: 'rgba(0,0,0,0.88)',
    maxWidth: TEXT_MAX_WIDTH,
    whiteSpace: 'pre-wrap' as const,
    wordBreak: 'break-word' as const,
  };
  switch (message.msgType) {
    case 'img':
      return (
        <Image
          src={message.msgContent}
          alt={t('imageAlt')}
          style={{ maxWidth: IMAGE_MAX_WIDTH, borderRadius: 4 }}
        />
      );
    case 'video':
      return (
        <video
          src={message.msgContent}
          controls
          width={VIDEO_SIZE.width}
          height={VIDEO_SIZE.height}
          style={{ background: '#000', borderRadius: 4 }}
        >
          <track kind="captions" />
        </video>
      );
    case 'file':
      return (
        <a
          href={message.msgContent}
          target="_blank"
          rel="noreferrer"
          style={{ ...bubble, display: 'inline-flex', gap: 6 }}
        >
          <PaperClipOutlined />
          {fileNameOf(message.msgContent, message.ext.fileName)}
        </a>
      );
    default:
      return (
        <div className="chat-text" style={bubble}>
          {message.msgContent}
        </div>
      );
  }
}

/** One message: a system line, or a bubble with sender, time and (mine) send state and unread count. */
export function MessageBubble({ message, mine, onShowReaders, onRetry }: MessageBubbleProps) {
  const { t, i18n } = useTranslation('chat');
  if (message.msgType === 'system') {
    return (
      <div role="listitem" data-msg-id={message.msgId} style={{ textAlign: 'center', padding: '4px 0' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {systemText(message, (key, options) => i18n.t(key, options))}
        </Typography.Text>
      </div>
    );
  }
  return (
    <Flex
      role="listitem"
      data-msg-id={message.msgId}
      data-status={message.status}
      vertical
      align={mine ? 'flex-end' : 'flex-start'}
      style={{ padding: '6px 0' }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {mine
          ? formatMessageTime(message.time)
          : `${message.fromName ?? ''} ${formatMessageTime(message.time)}`}
      </Typography.Text>
      <Flex align="center" gap={6} style={{ flexDirection: mine ? 'row-reverse' : 'row' }}>
        <Body message={message} mine={mine} />
        {mine && message.status === 'sending' && <Spin size="small" aria-label={t('sending')} />}
        {mine && message.status === 'failed' && (
          <Tooltip title={t('sendFailed')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<ExclamationCircleFilled />}
              aria-label={t('retry')}
              onClick={() => onRetry?.(message)}
            />
          </Tooltip>
        )}
      </Flex>
      {mine && message.status === 'sent' && message.chatType === 'groupchat' && (
        <Typography.Link
          className="chat-unread-count"
          style={{ fontSize: 12 }}
          onClick={() => onShowReaders?.(message)}
          type={message.unreadCount > 0 ? undefined : 'secondary'}
        >
          {message.unreadCount > 0 ? t('unreadCount', { count: message.unreadCount }) : t('allRead')}
        </Typography.Link>
      )}
    </Flex>
  );
}
