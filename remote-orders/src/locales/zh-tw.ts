import type { OrdersMessages } from './zh-cn';

const zhTW: OrdersMessages = {
  announce: {
    keyword: '關鍵字',
    keywordPlaceholder: '請輸入關鍵字',
    columnTitle: '標題',
    columnPublisher: '發佈人',
    columnPublishTime: '發佈時間',
    publish: '發佈公告',
    published: '發佈成功',
    editTitle: '編輯公告',
    withdraw: '撤回',
    withdrawConfirm: '確定撤回該公告嗎？撤回後客戶將看不到它。',
    withdrawSuccess: '撤回成功',
    withdrawn: '已撤回',
    fieldTitle: '公告標題',
    fieldContent: '公告內容',
    titleRequired: '請輸入公告標題',
    contentRequired: '請輸入公告內容',
    publisherLabel: '發佈人',
    publishTimeLabel: '發佈時間',
    notFound: '公告不存在或已撤回',
  },
  workplace: {
    welcome: '您好，{{name}}',
    placeOrder: '我要下單',
    orderStatistics: '工單統計',
    statusCard: '{{label}}：{{count}}',
    latestAnnouncements: '最新公告',
    unreadNotices: '未讀通知',
    noUnreadNotices: '暫無未讀通知',
    more: '更多',
  },
};

export default zhTW;
