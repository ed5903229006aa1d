import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { eventBus } from '../events/event-bus';
import { i18n } from '../i18n';

/**
 * 在线沟通 for one order: asks the chat remote (through the event bus, never its source) to open
 * the order's group conversation.
 */
export function OpenChatButton({
  serviceId,
  ...props
}: { serviceId: number } & Omit<ButtonProps, 'onClick'>): ReactNode {
  return (
    <Button icon={<MessageOutlined />} {...props} onClick={() => eventBus.emit('chat:open', { serviceId })}>
      {i18n.t('common.openChat')}
    </Button>
  );
}
