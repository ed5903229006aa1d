const zhCN = {
  announce: {
    keyword: '关键字',
    keywordPlaceholder: '请输入关键字',
    columnTitle: '标题',
    columnPublisher: '发布人',
    columnPublishTime: '发布时间',
    publish: '发布公告',
    published: '发布成功',
    editTitle: '编辑公告',
    withdraw: '撤回',
    withdrawConfirm: '确定撤回该公告吗？撤回后客户将看不到它。',
    withdrawSuccess: '撤回成功',
    withdrawn: '已撤回',
    fieldTitle: '公告标题',
    fieldContent: '公告内容',
    titleRequired: '请输入公告标题',
    contentRequired: '请输入公告内容',
    publisherLabel: '发布人',
    publishTimeLabel: '发布时间',
    notFound: '公告不存在或已撤回',
  },
  workplace: {
    welcome: '您好，{{name}}',
    placeOrder: '我要下单',
    orderStatistics: '工单统计',
    statusCard: '{{label}}：{{count}}',
    latestAnnouncements: '最新公告',
    unreadNotices: '未读通知',
    noUnreadNotices: '暂无未读通知',
    more: '更多',
  },
};

export default zhCN;
export type OrdersMessages = typeof zhCN;
