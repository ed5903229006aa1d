const zhCN = {
  button: '在线沟通',
  status: { online: '在线', offline: '离线', connecting: '连接中' },
};

export default zhCN;
export type ChatMessages = typeof zhCN;
