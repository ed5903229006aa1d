import { create } from 'zustand';
import type { UserInfo } from '../types/user';
import { tokenStorage } from '../auth/token-storage';

interface SessionState {
  token: string | null;
  user: UserInfo | null;
  signIn: (token: string, remember: boolean) => void;
  setUser: (user: UserInfo | null) => void;
  refreshToken: (token: string) => void;
  clear: () => void;
}

/** The signed-in session, one store across host and remotes. */
export const useSessionStore = create<SessionState>((set) => ({
  token: typeof window === 'undefined' ? null : tokenStorage.get(),
  user: null,
  signIn: (token, remember) => {
    tokenStorage.set(token, remember);
    set({ token, user: null });
  },
  setUser: (user) => set({ user }),
  refreshToken: (token) => {
    tokenStorage.set(token);
    set({ token });
  },
  clear: () => {
    tokenStorage.clear();
    set({ token: null, user: null });
  },
}));
