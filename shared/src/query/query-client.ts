import { QueryClient } from '@tanstack/react-query';

/** The portal's one query cache for server data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
