import { useSessionStore } from '@portal/shared';

/** Whether the signed-in manager holds the release right (the server refuses every release write otherwise). */
export const useMayRelease = (): boolean => useSessionStore((s) => !!s.user?.allowRelease);
