// The query cache is shared with the host and the other remotes, so keys carry the remote's name.
export const releaseKeys = {
  all: ['remote-admin', 'releases'] as const,
  list: () => [...releaseKeys.all, 'list'] as const,
  versions: () => [...releaseKeys.all, 'versions'] as const,
  history: () => [...releaseKeys.all, 'history'] as const,
  userSearch: (keyword: string) => [...releaseKeys.all, 'user-search', keyword] as const,
  user: (id: number) => [...releaseKeys.all, 'user', id] as const,
};
