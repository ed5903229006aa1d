import type { ChatMessages } from './zh-cn';

const en: ChatMessages = {
  button: 'Online chat',
  status: { online: 'Online', offline: 'Offline', connecting: 'Connecting' },
};

export default en;
