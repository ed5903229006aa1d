import { create } from 'zustand';

export type ImStatus = 'online' | 'offline' | 'connecting';

export interface ImState {
  status: ImStatus;
  /** Unread chat messages of the signed-in user over all sessions. */
  unreadTotal: number;
}

/** Written only by the IM connection module; components read it. */
export const useImStore = create<ImState>(() => ({ status: 'offline', unreadTotal: 0 }));
