import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Drawer, Empty, Flex, Modal, Space, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import { useTranslation } from 'react-i18next';
import { ApiError, call, useIsPhone, useSessionStore } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { STATUS_BADGE } from '../../../lib/badges';
import { useIm } from '../../../lib/im-context';
import { setViewingChannel } from '../../../lib/viewing';
import { fetchSession, fetchSessions } from '../lib/sessions';
import type { ChatSession } from '../api/types';
import { useChatActions } from '../hooks/use-chat-actions';
import { useChatLive } from '../hooks/use-chat-live';
import type { Outgoing } from '../lib/message-factory';
import { channelRef } from '../lib/session-rules';
import { useChatStore, type UiMessage } from '../stores/chat-store';
import { ImageListModal } from './image-list-modal';
import { InputPanel } from './input-panel';
import { InviteModal } from './invite-modal';
import { MemberDrawer } from './member-drawer';
import { MessageList } from './message-list';
import { NotifyPermission } from './notify-permission';
import { OrderContextPanel } from './order-context-panel';
import { SessionList } from './session-list';

/** What opens the modal: a session by channel id, or an order's group by service id. */
export interface ChatOpenRequest {
  channelId?: number;
  serviceId?: number;
  /** Changes with every request, so asking twice for the same session re-opens it. */
  nonce: number;
}

export interface ChatModalProps {
  request: ChatOpenRequest | null;
  onClose(): void;
}

const EMPTY: UiMessage[] = [];

/**
 * 在线沟通: sessions on the left, the conversation on the right, members, invitations, images. On a
 * phone: full screen, the session list first, then the conversation with a back arrow.
 */
export function ChatModal({ request, onClose }: ChatModalProps) {
  const { t } = useTranslation('chat');
  const im = useIm();
  const status = im.useStatus();
  const open = request !== null;
  const canDispatch = useSessionStore((s) => s.user?.allowDispatch === true);
  const sessions = useChatStore((s) => s.sessions);
  const activeId = useChatStore((s) => s.activeId);
  const active = useMemo(() => sessions.find((s) => s.id === activeId) ?? null, [sessions, activeId]);
  const messages = useChatStore((s) => (activeId ? (s.messages[activeId] ?? EMPTY) : EMPTY));
  const reachedStart = useChatStore((s) => (activeId ? !!s.reachedStart[activeId] : false));
  const actions = useChatActions();
  const [scrollKey, setScrollKey] = useState(0);
  const [drawer, setDrawer] = useState<{ message: UiMessage | null } | null>(null);
  const [inviting, setInviting] = useState(false);
  const [imagesOpen, setImagesOpen] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [contextOpen, setContextOpen] = useState(false);
  /** Why the order asked for has no chat to open (no group yet, not a member), in the user's language. */
  const [notice, setNotice] = useState<string | null>(null);
  // The chat goes full screen with one view at a time at widths up to 768 px.
  const phone = useIsPhone(768);
  const [listOnPhone, setListOnPhone] = useState(false);
  const showList = !phone || !active || listOnPhone;
  const showConversation = !phone || (!!active && !listOnPhone);

  useChatLive(open, actions.markRead);

  // The conversation on screen gets no notification (read by the notifications of the IM feature).
  useEffect(() => {
    setViewingChannel(open && showConversation && active ? active.id : null);
    return () => setViewingChannel(null);
  }, [open, showConversation, active]);

  const loadSessions = useCallback(async () => {
    try {
      const list = await fetchSessions();
      useChatStore.getState().setSessions(list);
      im.registerChannels(list.map(channelRef));
      setLoadError(false);
      return list;
    } catch {
      setLoadError(true);
      return useChatStore.getState().sessions;
    }
  }, [im]);

  useEffect(() => {
    if (!request) return;
    setListOnPhone(false);
    let cancelled = false;
    const controller = new AbortController();
    void (async () => {
      const list = await loadSessions();
      let target: ChatSession | undefined;
      let why: string | null = null;
      try {
        if (request.channelId) {
          target = list.find((s) => s.id === request.channelId) ?? (await fetchSession(request.channelId));
        } else if (request.serviceId) {
          // Silent: why there is no chat (e.g. the order has no group yet) is shown in place.
          const simple = await call(
            routes.chatSimpleInfo,
            { query: { serviceId: request.serviceId } },
            { signal: controller.signal, silent: true },
          ).catch((error: unknown) => {
            why = error instanceof ApiError ? error.message : t('noGroupYet');
            throw error;
          });
          target = list.find((s) => s.id === simple.id) ?? (await fetchSession(simple.id));
        }
      } catch {
        target = undefined;
      }
      if (cancelled) return;
      setNotice(why);
      if (why) useChatStore.getState().setActive(null);
      if (target) {
        if (!list.some((s) => s.id === target.id)) useChatStore.getState().upsertSession(target);
        await actions.open(target);
        setScrollKey((k) => k + 1);
      } else {
        const current = useChatStore.getState().activeId;
        const again = list.find((s) => s.id === current);
        if (again) void actions.markRead(again.id);
      }
    })();
    return () => {
      cancelled = true;
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per request
  }, [request?.nonce]);

  const refresh = async () => {
    // 刷新 also brings back a connection that gave up.
    im.reconnect();
    await loadSessions();
    if (active) {
      await actions.reload(active);
      setScrollKey((k) => k + 1);
    }
  };

  const onSend = useCallback(
    (out: Outgoing) => {
      if (!active) return;
      void actions.send(active, out);
      setScrollKey((k) => k + 1);
    },
    [actions, active],
  );

  const me = im.me();
  const others = useMemo(() => (active?.membersInfo ?? []).filter((m) => m.uid !== me), [active, me]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={phone ? '100%' : contextOpen ? 1280 : 1080}
      centered={!phone}
      destroyOnHidden={false}
      title={
        <Space wrap size={[8, 0]}>
          {t('title')}
          <Badge
            status={STATUS_BADGE[status]}
            text={<span data-im-status={status}>{t(`status.${status}`)}</span>}
          />
          {status === 'dropped' || status === 'offline' ? (
            <Button size="small" onClick={() => im.reconnect()}>
              {t('reconnect')}
            </Button>
          ) : null}
        </Space>
      }
      style={phone ? { top: 0, margin: 0, padding: 0, maxWidth: '100vw' } : undefined}
      styles={
        phone
          ? {
              container: {
                height: '100dvh',
                borderRadius: 0,
                padding: 0,
                display: 'flex',
                flexDirection: 'column',
              },
              header: { padding: '10px 48px 6px 12px', margin: 0 },
              body: { padding: 0, flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
            }
          : { body: { padding: 0 } }
      }
    >
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '4px 12px', background: 'rgba(250,173,20,0.08)' }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12, minWidth: 0 }}>
          {loadError ? t('loadFailed') : t('refreshHint')}
        </Typography.Text>
        <Flex align="center">
          <NotifyPermission />
          <Button type="link" size="small" onClick={() => void refresh()}>
            {t('refresh')}
          </Button>
        </Flex>
      </Flex>
      <Flex
        style={{
          ...(phone ? { flex: 1, minHeight: 0 } : { height: 620 }),
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        {showList && (
          <SessionList
            sessions={sessions}
            activeId={activeId}
            fullWidth={phone}
            onSelect={(s) => {
              setListOnPhone(false);
              setNotice(null);
              void actions.open(s).then(() => setScrollKey((k) => k + 1));
            }}
          />
        )}
        {!showConversation ? null : active ? (
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Flex
              justify="space-between"
              align="center"
              wrap={!phone}
              gap={4}
              style={{ padding: phone ? '6px 8px' : '8px 16px', borderBottom: '1px solid rgba(5,5,5,0.06)' }}
            >
              {phone && (
                <Button
                  type="text"
                  aria-label={t('backToSessions')}
                  icon={<ArrowLeftOutlined />}
                  onClick={() => setListOnPhone(true)}
                />
              )}
              <Typography.Text
                strong
                ellipsis
                style={phone ? { flex: 1, minWidth: 0 } : { flex: '1 1 160px', minWidth: 160 }}
              >
                {active.toName}
              </Typography.Text>
              <Space size={phone ? 0 : 4} wrap={!phone}>
                {canDispatch && active.serviceId && (
                  <Button
                    size={phone ? 'middle' : 'small'}
                    type={contextOpen ? 'primary' : phone ? 'text' : 'default'}
                    icon={<FileTextOutlined />}
                    aria-label={phone ? t('orderContext') : undefined}
                    onClick={() => setContextOpen((v) => !v)}
                  >
                    {phone ? null : t('orderContext')}
                  </Button>
                )}
                {canDispatch && active.serviceId && (
                  <Button
                    size={phone ? 'middle' : 'small'}
                    type={phone ? 'text' : 'default'}
                    icon={<PictureOutlined />}
                    aria-label={phone ? t('imageList') : undefined}
                    onClick={() => setImagesOpen(true)}
                  >
                    {phone ? null : t('imageList')}
                  </Button>
                )}
                {canDispatch && (
                  <Button
                    size={phone ? 'middle' : 'small'}
                    type={phone ? 'text' : 'default'}
                    icon={<UsergroupAddOutlined />}
                    aria-label={phone ? t('invite') : undefined}
                    onClick={() => setInviting(true)}
                  >
                    {phone ? null : t('invite')}
                  </Button>
                )}
                <Button
                  size={phone ? 'middle' : 'small'}
                  type={phone ? 'text' : 'default'}
                  icon={<TeamOutlined />}
                  aria-label={phone ? t('members') : undefined}
                  onClick={() => setDrawer({ message: null })}
                >
                  {phone ? null : t('members')}
                </Button>
              </Space>
            </Flex>
            <MessageList
              messages={messages}
              reachedStart={reachedStart}
              me={me}
              scrollKey={scrollKey}
              onLoadMore={() => actions.loadMore(active)}
              onShowReaders={(message) => setDrawer({ message })}
              onRetry={(message) => {
                if (message.retry) void actions.retry(active, message.retry);
              }}
            />
            {/* Never disabled by the connection: offline messages wait in the outbox. */}
            <InputPanel members={others} onSend={onSend} />
          </Flex>
        ) : (
          <Flex flex={1} align="center" justify="center">
            {notice ? (
              <Empty className="chat-no-group" image={Empty.PRESENTED_IMAGE_SIMPLE} description={notice} />
            ) : (
              <Empty description={t('pickSession')} />
            )}
          </Flex>
        )}
        {active && canDispatch && contextOpen && active.serviceId && !phone ? (
          <OrderContextPanel serviceId={active.serviceId} />
        ) : null}
        {phone && active && canDispatch && active.serviceId ? (
          <Drawer
            open={contextOpen && showConversation}
            onClose={() => setContextOpen(false)}
            title={t('orderContext')}
            placement="right"
            size={320}
            getContainer={false}
            styles={{ body: { padding: 0 } }}
          >
            <OrderContextPanel serviceId={active.serviceId} />
          </Drawer>
        ) : null}
        <MemberDrawer
          open={drawer !== null}
          members={active?.membersInfo ?? []}
          message={drawer?.message ?? null}
          onClose={() => setDrawer(null)}
        />
      </Flex>
      {active && <InviteModal open={inviting} sysChannelId={active.id} onClose={() => setInviting(false)} />}
      {active?.serviceId && (
        <ImageListModal
          open={imagesOpen}
          chatId={active.channelId}
          serviceId={active.serviceId}
          onClose={() => setImagesOpen(false)}
        />
      )}
    </Modal>
  );
}
