import { Avatar, Drawer, List, Tag, Typography } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import type { ChatMember } from '../api/types';
import { chatKeys } from '../hooks/chat-keys';
import { hasRead } from '../lib/session-rules';
import type { UiMessage } from '../stores/chat-store';

export interface MemberDrawerProps {
  open: boolean;
  members: ChatMember[];
  /** With a message: each member's read status for it (the sender left out). */
  message: UiMessage | null;
  onClose(): void;
}

/** The group's members; for one of my messages, who has read it (read / unRead). */
export function MemberDrawer({ open, members, message, onClose }: MemberDrawerProps) {
  const { t } = useTranslation('chat');
  // Asked again whenever the message's unread count moves (a read receipt arrived).
  const status = useQuery({
    queryKey: chatKeys.readStatus(message?.sysChannelId, message?.msgId, message?.unreadCount),
    // Each member's read status of the message.
    queryFn: () =>
      call(routes.chatReadStatus, { query: { sysChannelId: message!.sysChannelId, msgId: message!.msgId } }),
    enabled: open && !!message && message.id > 0,
  });
  const shown = message ? members.filter((m) => m.uid !== message.fromImUid) : members;
  const readOf = (m: ChatMember): boolean | null => {
    if (!message) return null;
    const row = status.data?.find((r) => r.uid === m.uid);
    return row ? row.status === 'read' : hasRead(message, m);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={message ? t('readStatusTitle') : t('membersTitle', { count: members.length })}
      placement="right"
      size={320}
      getContainer={false}
    >
      <List
        dataSource={shown}
        rowKey="uid"
        loading={!!message && status.isLoading}
        renderItem={(m) => {
          const read = readOf(m);
          return (
            <List.Item
              data-member-uid={m.uid}
              extra={
                read === null ? null : read ? (
                  <Tag color="green" data-read="read">
                    {t('read')}
                  </Tag>
                ) : (
                  <Tag data-read="unRead">{t('common:common.unread')}</Tag>
                )
              }
            >
              <List.Item.Meta
                avatar={<Avatar src={m.avatar || undefined} icon={<UserOutlined />} />}
                title={m.name}
                description={
                  <Typography.Text type="secondary">
                    {t(`memberType.${m.type}`, { defaultValue: m.type })}
                  </Typography.Text>
                }
              />
            </List.Item>
          );
        }}
      />
    </Drawer>
  );
}
