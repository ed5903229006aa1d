import type { AdminMessages } from './zh-cn';

const en: AdminMessages = {
  authority: { manager: 'Manager', customer: 'Customer', technician: 'Technician' },
  userStatus: { onTheJob: 'On the job', left: 'Left' },
  user: {
    keyword: 'Keyword',
    keywordPlaceholder: 'Name / username / phone',
    all: 'All',
    username: 'Username',
    name: 'Name',
    authority: 'Authority',
    allowDispatch: 'Can dispatch',
    company: 'Company',
    phone: 'Mobile',
    telephone: 'Telephone',
    status: 'Status',
    createTime: 'Created',
  },
  notice: {
    tabs: { all: 'All', unread: 'Unread', read: 'Read' },
    listLabel: 'Notices',
    unread: 'Unread',
    markAllRead: 'Mark all read',
    allMarkedRead: 'All notices marked read',
    empty: 'No notices',
    sendTime: 'Sent',
    repairUser: 'Repair user',
    openLink: 'Open',
    notFound: 'The notice does not exist',
  },
  profile: {
    title: 'Personal information',
    notSignedIn: 'Not signed in',
  },
};

export default en;
