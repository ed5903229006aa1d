import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { eventBus, useSessionStore } from '@portal/shared';
import { importExplained } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteInfo, reRegisterRemote } from './remote-registry';
import { ChatUnavailable } from './chat-unavailable';

const CHAT_IM = 'remote_chat/im';
const CHAT_MODAL = 'remote_chat/ChatModal';

interface ChatOpenRequest {
  channelId?: number;
  serviceId?: number;
  nonce: number;
}

interface ChatModalProps {
  request: ChatOpenRequest | null;
  onClose(): void;
}

/** Runs `task` at the main thread's next idle moment (within 3 s); setTimeout where idle callbacks are missing. */
function whenIdle(task: () => void): { cancel(): void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(task, 0);
  return { cancel: () => clearTimeout(id) };
}

const toId = (v: number | string | undefined): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Starts the page's one IM connection once after sign-in (the chat remote's `./im`) and shows the
 * chat remote's modal whenever anything emits `chat:open` on the event bus (the header button, an
 * order page, a notification).
 */
export function ChatModalSlot() {
  const userId = useSessionStore((s) => s.user?.id);
  const available = !!userId && !!remoteInfo('remote_chat');
  const [request, setRequest] = useState<ChatOpenRequest | null>(null);
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- userId and attempt only key the load
  const ChatModal = useMemo(() => lazy(() => importExplained<ChatModalProps>(CHAT_MODAL)), [userId, attempt]);

  useEffect(() => {
    if (!available) return;
    let cancelled = false;
    // Once the page the user opened has rendered (the main thread's first idle moment, 3 s at most):
    // the chat remote's entry and IM client would otherwise compete with that page's first render.
    const start = () =>
      loadRemote<{ start?: () => Promise<void> }>(CHAT_IM)
        .then((im) => {
          if (!cancelled) void im?.start?.();
        })
        .catch((error: unknown) => console.error(`${CHAT_IM} failed to load`, error));
    const idle = whenIdle(start);
    return () => {
      cancelled = true;
      idle.cancel();
    };
  }, [available, userId]);

  useEffect(
    () =>
      eventBus.on('chat:open', (payload) => {
        setWanted(true);
        setRequest({
          channelId: toId(payload?.channelId),
          serviceId: toId(payload?.serviceId),
          nonce: Date.now(),
        });
      }),
    [],
  );

  useEffect(() => {
    setRequest(null);
    setWanted(false);
  }, [userId]);

  if (!available || !wanted) return null;
  return (
    <RemoteErrorBoundary
      key={attempt}
      // Said where the user asked for the chat: a dialog telling why it cannot open.
      fallback={(error) =>
        request ? (
          <ChatUnavailable
            error={error}
            onClose={() => setRequest(null)}
            onRetry={() => {
              reRegisterRemote('remote_chat');
              setAttempt((n) => n + 1);
            }}
          />
        ) : null
      }
    >
      <Suspense fallback={null}>
        <ChatModal request={request} onClose={() => setRequest(null)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
