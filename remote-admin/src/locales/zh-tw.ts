import type { AdminMessages } from './zh-cn';

const zhTW: AdminMessages = {
  authority: { manager: '管理員', customer: '客戶', technician: '技術員' },
  userStatus: { onTheJob: '在職', left: '離職' },
  user: {
    keyword: '關鍵字',
    keywordPlaceholder: '姓名/用戶名/手機號',
    all: '全部',
    username: '用戶名',
    name: '姓名',
    authority: '權限',
    allowDispatch: '允許派單',
    company: '所屬公司',
    phone: '手機號',
    telephone: '座機',
    status: '狀態',
    createTime: '創建時間',
  },
  notice: {
    tabs: { all: '全部', unread: '未讀', read: '已讀' },
    listLabel: '通知列表',
    unread: '未讀',
    markAllRead: '全部已讀',
    allMarkedRead: '已全部標記為已讀',
    empty: '暫無通知',
    sendTime: '發送時間',
    repairUser: '報修用戶',
    openLink: '前往查看',
    notFound: '通知不存在',
  },
  profile: {
    title: '個人資訊',
    notSignedIn: '未登入',
  },
};

export default zhTW;
