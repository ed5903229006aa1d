import { useQuery } from '@tanstack/react-query';
import { useSessionStore, type FrontendRemote, type UserInfo } from '@portal/shared';
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
      const detail = await fetchUserDetail({ silent: !navigator.onLine }).then(
        async (fresh) => {
          await keepSignedInUser(fresh);
          return fresh;
        },
        (error: unknown) => keptForOffline<UserInfo>(error, 'user'),
      );
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
      const remotes = await fetchFrontendRemotes().then(
        async (fresh) => {
          await keepForOffline(userId, 'remotes', fresh);
          return fresh;
        },
        (error: unknown) => keptForOffline<FrontendRemote[]>(error, 'remotes', userId),
      );
      registerFrontendRemotes(remotes);
      return remotes;
    },
    enabled: !!user,
    staleTime: Infinity,
  });

  return { token, user, userQuery, remotesQuery };
}
