import { message as toast, notification } from 'antd';
import type { ChatMessage } from '@portal/shared/contract';
import { eventBus, i18n } from '@portal/shared';
import { previewText } from '../../../lib/message-preview';
import { countsAsUnread } from '../../../lib/unread-rule';
import { viewingChannel } from '../../../lib/viewing';
import { myIm, onIm } from './im-connection';

/** SPEC section 9: at most one notification per 500 ms. */
export const NOTIFY_THROTTLE_MS = 500;
export const PERSONAL_NOTICE_PATH = '/personalCenter/personalNotice';
/** What the service worker posts to the page when one of our notifications is clicked. */
export const NOTIFICATION_CLICK_MESSAGE = 'portal:notification-click';

let lastShown = 0;

/** Shows a notification unless one was shown less than 500 ms ago; returns whether it showed. */
export function notifyOnce(show: () => void, now = Date.now()): boolean {
  if (now - lastShown < NOTIFY_THROTTLE_MS) return false;
  lastShown = now;
  show();
  return true;
}

export type NotifyWay = 'none' | 'system' | 'in-page';

/**
 * How a live chat message is announced: SPEC 4's rule (I am reminded, or an engineer sent it);
 * nothing for the conversation on screen; a system notification while the page is hidden and the
 * user allowed them, in the page otherwise.
 */
export function notifyWay(
  message: Pick<ChatMessage, 'chatType' | 'msgType' | 'fromImUid' | 'ext' | 'sysChannelId'>,
  ctx: {
    me: string | null;
    viewing: number | null;
    hidden: boolean;
    permission: NotificationPermission | null;
  },
): NotifyWay {
  if (!countsAsUnread(message, ctx.me)) return 'none';
  if (ctx.hidden) return ctx.permission === 'granted' ? 'system' : 'in-page';
  if (ctx.viewing === message.sysChannelId) return 'none';
  return 'in-page';
}

function permission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

/** Through the service worker when the page has one (Android Chrome allows no other way). */
async function showSystem(title: string, body: string, tag: string, sessionId: number): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.showNotification(title, { body, tag, data: { sessionId } });
    return;
  }
  const shown = new Notification(title, { body, tag, data: { sessionId } });
  shown.onclick = () => {
    window.focus();
    shown.close();
    eventBus.emit('chat:open', { channelId: sessionId });
  };
}

function showInPage(key: string, title: string, description: string, onClick: () => void): void {
  notification.open({
    key,
    title,
    description,
    placement: 'bottomRight',
    onClick: () => {
      notification.destroy(key);
      onClick();
    },
    style: { cursor: 'pointer' },
  });
}

let started = false;

/** Starts the chat notifications of the page (once). */
export function startNotifications(): void {
  if (started) return;
  started = true;
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; data?: { sessionId?: unknown } } | null;
    if (data?.type !== NOTIFICATION_CLICK_MESSAGE) return;
    const sessionId = data.data?.sessionId;
    if (typeof sessionId === 'number') eventBus.emit('chat:open', { channelId: sessionId });
  });
  onIm('message', (message) => {
    const way = notifyWay(message, {
      me: myIm(),
      viewing: viewingChannel(),
      hidden: document.visibilityState === 'hidden',
      permission: permission(),
    });
    if (way === 'none') return;
    const key = `chat-${message.sysChannelId}`;
    const title = i18n.t('notify.title', { ns: 'chat', name: message.fromName ?? '' });
    const body = previewText(message, (k, options) => i18n.t(k, options));
    const openChat = () => eventBus.emit('chat:open', { channelId: message.sysChannelId });
    notifyOnce(() => {
      if (way === 'system')
        void showSystem(title, body, key, message.sysChannelId).catch(() =>
          showInPage(key, title, body, openChat),
        );
      else showInPage(key, title, body, openChat);
    });
  });
  onIm('notice', (notice) => {
    const key = `notice-${notice.kind}-${notice.serviceId ?? ''}`;
    notifyOnce(() =>
      showInPage(key, i18n.t('notify.notice', { ns: 'chat' }), notice.content ?? notice.serviceNo ?? '', () =>
        eventBus.emit('tab:open', { path: PERSONAL_NOTICE_PATH }),
      ),
    );
  });
  onIm('error', (error) => {
    if (error.msg) void toast.error(error.msg);
  });
}
