const zhCN = {
  authority: { manager: '管理员', customer: '客户', technician: '技术员' },
  userStatus: { onTheJob: '在职', left: '离职' },
  user: {
    keyword: '关键字',
    keywordPlaceholder: '姓名/用户名/手机号',
    all: '全部',
    username: '用户名',
    name: '姓名',
    authority: '权限',
    allowDispatch: '允许派单',
    company: '所属公司',
    phone: '手机号',
    telephone: '座机',
    status: '状态',
    createTime: '创建时间',
  },
  notice: {
    tabs: { all: '全部', unread: '未读', read: '已读' },
    listLabel: '通知列表',
    unread: '未读',
    markAllRead: '全部已读',
    allMarkedRead: '已全部标记为已读',
    empty: '暂无通知',
    sendTime: '发送时间',
    repairUser: '报修用户',
    openLink: '前往查看',
    notFound: '通知不存在',
  },
  profile: {
    title: '个人信息',
    notSignedIn: '未登录',
  },
};

export default zhCN;
export type AdminMessages = typeof zhCN;
