import { create } from 'zustand';
import type { QueuedItem } from '@portal/shared/field';

interface FieldSyncState {
  online: boolean;
  items: QueuedItem[];
  syncing: boolean;
}

/** The queue of the signed-in engineer as the pages show it (待同步 N), and whether the phone is online. */
export const useFieldSyncStore = create<FieldSyncState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  items: [],
  syncing: false,
}));
