export { ChatModal, type ChatModalProps, type ChatOpenRequest } from './components/chat-modal';
export { useChatStore } from './stores/chat-store';
