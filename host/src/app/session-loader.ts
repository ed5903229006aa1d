import { useQuery } from '@tanstack/react-query';
import { sendOrKept, useSessionStore, type FrontendRemote, type UserInfo } from '@portal/shared';
import { fetchUserDetail, USER_DETAIL_QUERY_KEY } from '../features/auth/api/user-detail';
import { keepForOffline, keepSignedInUser, keptForOffline } from '../sw/field-data';
import { fetchFrontendRemotes, registerFrontendRemotes } from '../features/remotes/remote-registry';

/** Loads the user behind a saved token, then registers the remotes the server gives that user. */
export function useSessionLoader() {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);

  const userQuery = useQuery({
    queryKey: [...USER_DETAIL_QUERY_KEY, token],
    queryFn: async () => {
      // Without a network, the user kept at the last sign-in on this phone (see sendOrKept).
      const answer = await sendOrKept(fetchUserDetail, () => keptForOffline<UserInfo>('user'));
      // Kept for the next offline start; the page does not wait for it.
      if ('fresh' in answer) void keepSignedInUser(answer.fresh);
      const detail = 'fresh' in answer ? answer.fresh : answer.kept;
      useSessionStore.getState().setUser(detail);
      return detail;
    },
    enabled: !!token && !user,
    gcTime: 0,
  });

  const remotesQuery = useQuery({
    queryKey: ['session', 'frontend-remotes', user?.id],
    queryFn: async () => {
      const userId = user?.id as number;
      const answer = await sendOrKept(fetchFrontendRemotes, () =>
        keptForOffline<FrontendRemote[]>('remotes', userId),
      );
      if ('fresh' in answer) void keepForOffline(userId, 'remotes', answer.fresh);
      const remotes = 'fresh' in answer ? answer.fresh : answer.kept;
      registerFrontendRemotes(remotes);
      return remotes;
    },
    enabled: !!user,
    staleTime: Infinity,
  });

  return { token, user, userQuery, remotesQuery };
}
