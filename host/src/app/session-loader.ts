import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@portal/shared';
import { fetchUserDetail, USER_DETAIL_QUERY_KEY } from '../features/auth/api/user-detail';
import { fetchFrontendRemotes, registerFrontendRemotes } from '../features/remotes/remote-registry';

/** Loads the user behind a saved token, then registers the remotes the server gives that user. */
export function useSessionLoader() {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);

  const userQuery = useQuery({
    queryKey: [...USER_DETAIL_QUERY_KEY, token],
    queryFn: async () => {
      const detail = await fetchUserDetail();
      useSessionStore.getState().setUser(detail);
      return detail;
    },
    enabled: !!token && !user,
    gcTime: 0,
  });

  const remotesQuery = useQuery({
    queryKey: ['session', 'frontend-remotes', user?.id],
    queryFn: async () => {
      const remotes = await fetchFrontendRemotes();
      registerFrontendRemotes(remotes);
      return remotes;
    },
    enabled: !!user,
    staleTime: Infinity,
  });

  return { token, user, userQuery, remotesQuery };
}
