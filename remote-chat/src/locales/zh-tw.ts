import type { ChatMessages } from './zh-cn';

const zhTW: ChatMessages = {
  button: '線上溝通',
  status: { online: '線上', offline: '離線', connecting: '連線中' },
};

export default zhTW;
