import { create } from 'zustand';
import type { QueuedItem } from '@portal/shared/field';

interface FieldSyncState {
  online: boolean;
  items: QueuedItem[];
  /**
   * Steps this page sent since it loaded: the order shows them taken until its next fetch, also when
   * that fetch answers from the phone's kept copy.
   */
  sent: QueuedItem[];
  syncing: boolean;
}

/** The queue of the signed-in engineer as the pages show it (待同步 N), and whether the phone is online. */
export const useFieldSyncStore = create<FieldSyncState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  items: [],
  sent: [],
  syncing: false,
}));
