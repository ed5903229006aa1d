import { create } from 'zustand';

/** 在线 (online), 离线 (offline: not connected by choice or signed out), 掉线 (dropped: connection lost). */
export type ImStatus = 'online' | 'offline' | 'dropped' | 'connecting';

export interface ImState {
  status: ImStatus;
  /** Unread chat messages of the signed-in user over all sessions. */
  unreadTotal: number;
  /** Which engine the connection uses. */
  engine: 'builtin' | 'easemob' | null;
}

/** Written only by the IM connection module; components read it. */
export const useImStore = create<ImState>(() => ({ status: 'offline', unreadTotal: 0, engine: null }));
