import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes, type ChatBatchJoinBody } from '@portal/shared/contract';
import { fetchSession } from '../lib/sessions';
import { useChatStore } from '../stores/chat-store';
import { chatKeys } from './chat-keys';

/**
 * Invites on-the-job staff into a group. Afterwards the group's session (its members) is fetched again
 * into the chat store, and so is the list of staff who can still be invited.
 */
export function useInviteToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatBatchJoinBody) => call(routes.chatBatchJoin, { body }),
    onSuccess: (_answer, { sysChannelId }) => {
      fetchSession(sysChannelId)
        .then((session) => useChatStore.getState().upsertSession(session))
        .catch(() => undefined); // The api client has shown why.
      void queryClient.invalidateQueries({ queryKey: chatKeys.onTheJob(sysChannelId) });
    },
  });
}
