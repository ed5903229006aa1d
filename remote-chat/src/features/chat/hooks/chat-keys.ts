// The chat modal's server data in the portal's one query cache (shared with the host and the other remotes).
export const chatKeys = {
  all: ['chat'] as const,
  images: (chatId: string) => [...chatKeys.all, 'images', chatId] as const,
  templates: (serviceId: number) => [...chatKeys.all, 'templates', serviceId] as const,
  onTheJob: (sysChannelId: number) => [...chatKeys.all, 'onTheJob', sysChannelId] as const,
  orderContext: (serviceId: number) => [...chatKeys.all, 'orderContext', serviceId] as const,
  quickReplies: () => [...chatKeys.all, 'quickReplies'] as const,
  guidelines: (projectId: number, keyword: string) =>
    [...chatKeys.all, 'guidelines', projectId, keyword] as const,
  readStatus: (sysChannelId?: number, msgId?: string, unreadCount?: number) =>
    [...chatKeys.all, 'readStatus', sysChannelId, msgId, unreadCount] as const,
  /** A mutation key: every file upload of the input, counted while on its way. */
  upload: () => [...chatKeys.all, 'upload'] as const,
};
