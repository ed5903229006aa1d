import type { ImStatus } from '../stores/im-store';

/** While 掉线, a cheap HTTP probe asks every 30 s whether the server can be reached again. */
export const PROBE_INTERVAL_MS = 30_000;

export type ReconnectTrigger = 'online' | 'visible' | 'focus' | 'probe' | 'click';

export interface ReconnectPolicyDeps {
  status(): ImStatus;
  /** Starts a fresh connection attempt (socket.io's own attempts may be used up). */
  reconnect(trigger: ReconnectTrigger): void;
  /** Resolves true when the server answers over HTTP. */
  probe(): Promise<boolean>;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface ReconnectPolicy {
  /** 重新连接 (and the chat's 刷新): try now, whatever the probe says. */
  now(): void;
  stop(): void;
}

/**
 * SPEC 4/9 as amended: after socket.io's two quick attempts the connection comes back by itself
 * when the network returns (`online`, the page shown or focused, the probe while 掉线) or by one click.
 */
export function startReconnectPolicy(deps: ReconnectPolicyDeps): ReconnectPolicy {
  const win = deps.win ?? window;
  const doc = deps.doc ?? document;
  const lost = () => deps.status() === 'dropped';
  const hidden = () => doc.visibilityState === 'hidden';
  let probing = false;

  const onOnline = () => {
    if (lost()) deps.reconnect('online');
  };
  const onVisibility = () => {
    if (!hidden() && lost()) deps.reconnect('visible');
  };
  const onFocus = () => {
    if (lost()) deps.reconnect('focus');
  };
  const timer = setInterval(() => {
    // Paused while the page is hidden: showing it again tries at once anyway.
    if (!lost() || hidden() || probing) return;
    probing = true;
    deps
      .probe()
      .then((up) => {
        if (up && lost()) deps.reconnect('probe');
      })
      .catch(() => undefined)
      .finally(() => {
        probing = false;
      });
  }, PROBE_INTERVAL_MS);

  win.addEventListener('online', onOnline);
  win.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisibility);
  return {
    now() {
      const status = deps.status();
      if (status !== 'online') deps.reconnect('click');
    },
    stop() {
      clearInterval(timer);
      win.removeEventListener('online', onOnline);
      win.removeEventListener('focus', onFocus);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
