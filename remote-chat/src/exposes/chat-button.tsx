import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { ChatButton } from '../features/im/components/chat-button';

/** `remote_chat/ChatButton`, rendered in the host's header. */
export default function ChatButtonWidget() {
  return (
    <RemoteRoot>
      <ChatButton />
    </RemoteRoot>
  );
}
