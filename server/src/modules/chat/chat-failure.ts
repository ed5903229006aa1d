import { ChatErrorCode, type ChatErrorCodeValue } from '@portal/contract';
import type { MessageKey } from '../../i18n';

/** A refused chat request: the SPEC section 8 code the client maps, and the message key shown to the user. */
export class ChatFailure extends Error {
  constructor(
    readonly code: ChatErrorCodeValue,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'ChatFailure';
  }
}

export const notInGroup = () => new ChatFailure(ChatErrorCode.notInGroup, 'chatNotInGroup');
export const groupMissing = () => new ChatFailure(ChatErrorCode.groupMissing, 'chatGroupMissing');
export const chatBadRequest = (key: MessageKey = 'badRequest') =>
  new ChatFailure(ChatErrorCode.badRequest, key);
