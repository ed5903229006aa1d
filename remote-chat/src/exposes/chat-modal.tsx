import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { ChatModal, type ChatModalProps } from '../features/chat';
import {
  markImRead,
  myIm,
  noteSeen,
  onIm,
  queuedIm,
  reconnectIm,
  registerChannels,
  sendIm,
  useImStatus,
} from '../features/im';
import { ImContext, type ImApi } from '../lib/im-context';

const im: ImApi = {
  on: onIm,
  send: sendIm,
  queued: queuedIm,
  reconnect: reconnectIm,
  markRead: markImRead,
  me: myIm,
  noteSeen,
  registerChannels,
  useStatus: () => useImStatus().status,
};

/** `remote_chat/ChatModal`: the 在线沟通 modal, wired to the page's one IM connection. */
export default function ChatModalWidget(props: ChatModalProps) {
  return (
    <RemoteRoot>
      <ImContext.Provider value={im}>
        <ChatModal {...props} />
      </ImContext.Provider>
    </RemoteRoot>
  );
}
