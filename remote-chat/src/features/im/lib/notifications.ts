import { message as toast, notification } from 'antd';
import { eventBus, i18n } from '@portal/shared';
import { previewText } from '../../../lib/message-preview';
import { countsAsUnread } from '../../../lib/unread-rule';
import { myIm, onIm } from './im-connection';

/** SPEC section 9: at most one notification per 500 ms. */
export const NOTIFY_THROTTLE_MS = 500;
export const PERSONAL_NOTICE_PATH = '/personalCenter/personalNotice';

let lastShown = 0;

/** Shows a notification unless one was shown less than 500 ms ago; returns whether it showed. */
export function notifyOnce(show: () => void, now = Date.now()): boolean {
  if (now - lastShown < NOTIFY_THROTTLE_MS) return false;
  lastShown = now;
  show();
  return true;
}

let started = false;

/** Starts the chat notifications of the page (once). */
export function startNotifications(): void {
  if (started) return;
  started = true;
  onIm('message', (message) => {
    if (!countsAsUnread(message, myIm())) return;
    const key = `chat-${message.sysChannelId}`;
    notifyOnce(() =>
      notification.open({
        key,
        title: i18n.t('notify.title', { ns: 'chat', name: message.fromName ?? '' }),
        description: previewText(message, (key, options) => i18n.t(key, options)),
        placement: 'bottomRight',
        onClick: () => {
          notification.destroy(key);
          eventBus.emit('chat:open', { channelId: message.sysChannelId });
        },
        style: { cursor: 'pointer' },
      }),
    );
  });
  onIm('notice', (notice) => {
    const key = `notice-${notice.kind}-${notice.serviceId ?? ''}`;
    notifyOnce(() =>
      notification.open({
        key,
        title: i18n.t('notify.notice', { ns: 'chat' }),
        description: notice.content ?? notice.serviceNo ?? '',
        placement: 'bottomRight',
        onClick: () => {
          notification.destroy(key);
          eventBus.emit('tab:open', { path: PERSONAL_NOTICE_PATH });
        },
        style: { cursor: 'pointer' },
      }),
    );
  });
  onIm('error', (error) => {
    if (error.msg) void toast.error(error.msg);
  });
}
