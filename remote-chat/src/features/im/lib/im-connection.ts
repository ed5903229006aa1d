import { eventBus, tokenStorage } from '@portal/shared';
import { getImUnreadTotal } from '../api/get-im-unread-total';
import { useImStore, type ImStatus } from '../stores/im-store';

/*
 * The one IM connection of the page. Its state lives in module scope; module federation serves this
 * module once per page, so the host and every component that uses it share the same socket.
 */

export const HEARTBEAT_INTERVAL_MS = 30_000;
export const PONG_TIMEOUT_MS = 30_000;
export const MAX_RECONNECT_ATTEMPTS = 2;
export const RECONNECT_DELAY_MS = 3_000;

const OPEN = 1;

type ServerMessage = { type: 'ready'; uid: string } | { type: 'unread'; total: number } | { type: 'pong' };

let socket: WebSocket | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
let pongTimer: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;
let resyncOnReady = false;
// Bumped by every unread update, so that a slow HTTP answer cannot overwrite a newer pushed total.
let unreadVersion = 0;

export function imSocketUrl(token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/im/ws?token=${encodeURIComponent(token)}`;
}

function setStatus(status: ImStatus): void {
  const previous = useImStore.getState().status;
  if (previous === status) return;
  useImStore.setState({ status });
  const online = status === 'online';
  if ((previous === 'online') !== online) eventBus.emit('im:status', { online });
}

function setUnread(total: number): void {
  unreadVersion += 1;
  if (useImStore.getState().unreadTotal === total) return;
  useImStore.setState({ unreadTotal: total });
  eventBus.emit('im:unread', { total });
}

async function syncUnread(): Promise<void> {
  const version = ++unreadVersion;
  try {
    const { total } = await getImUnreadTotal();
    if (version === unreadVersion && Number.isFinite(total)) setUnread(total);
  } catch {
    // Pushed totals still arrive over the socket.
  }
}

function stopHeartbeat(): void {
  if (heartbeatTimer !== null) clearInterval(heartbeatTimer);
  if (pongTimer !== null) clearTimeout(pongTimer);
  heartbeatTimer = null;
  pongTimer = null;
}

function startHeartbeat(ws: WebSocket): void {
  stopHeartbeat();
  heartbeatTimer = setInterval(() => {
    if (ws.readyState !== OPEN) return;
    ws.send(JSON.stringify({ type: 'ping' }));
    pongTimer ??= setTimeout(() => {
      pongTimer = null;
      drop(ws);
    }, PONG_TIMEOUT_MS);
  }, HEARTBEAT_INTERVAL_MS);
}

function detach(ws: WebSocket): void {
  ws.onopen = null;
  ws.onmessage = null;
  ws.onclose = null;
  ws.onerror = null;
}

/** Closes a dead socket ourselves (no pong); the browser may take minutes to notice. */
function drop(ws: WebSocket): void {
  if (socket !== ws) return;
  detach(ws);
  ws.close();
  handleClosed();
}

function handleClosed(): void {
  stopHeartbeat();
  socket = null;
  resyncOnReady = true;
  setStatus('offline');
  if (attempts >= MAX_RECONNECT_ATTEMPTS || !tokenStorage.get()) return;
  attempts += 1;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    open();
  }, RECONNECT_DELAY_MS);
}

function handleMessage(raw: unknown): void {
  if (pongTimer !== null) {
    // Any frame proves the connection is alive.
    clearTimeout(pongTimer);
    pongTimer = null;
  }
  let message: ServerMessage;
  try {
    message = JSON.parse(String(raw)) as ServerMessage;
  } catch {
    return;
  }
  switch (message.type) {
    case 'ready':
      attempts = 0;
      setStatus('online');
      if (resyncOnReady) {
        resyncOnReady = false;
        void syncUnread();
      }
      break;
    case 'unread':
      if (typeof message.total === 'number') setUnread(message.total);
      break;
    default:
      break;
  }
}

function open(): void {
  const token = tokenStorage.get();
  if (!token || typeof WebSocket === 'undefined') {
    setStatus('offline');
    return;
  }
  setStatus('connecting');
  const ws = new WebSocket(imSocketUrl(token));
  socket = ws;
  ws.onopen = () => startHeartbeat(ws);
  ws.onmessage = (event: MessageEvent) => handleMessage(event.data);
  ws.onclose = () => {
    if (socket === ws) handleClosed();
  };
}

/** Opens the connection unless it is open, opening or about to reconnect. */
export function connectIm(): void {
  if (socket || reconnectTimer !== null) return;
  if (!tokenStorage.get()) {
    setStatus('offline');
    return;
  }
  attempts = 0;
  resyncOnReady = false;
  void syncUnread();
  open();
}

/** Closes the connection for good (sign-out): no reconnect, unread total cleared. */
export function disconnectIm(): void {
  if (reconnectTimer !== null) clearTimeout(reconnectTimer);
  reconnectTimer = null;
  stopHeartbeat();
  attempts = 0;
  if (socket) {
    const ws = socket;
    socket = null;
    detach(ws);
    ws.close(1000);
  }
  setStatus('offline');
  setUnread(0);
}

eventBus.on('auth:logout', disconnectIm);
eventBus.on('auth:expired', disconnectIm);
