export { ChatModal, type ChatModalProps, type ChatOpenRequest } from './components/chat-modal';
