import type { OrdersMessages } from './zh-cn';

const en: OrdersMessages = {
  announce: {
    keyword: 'Keyword',
    keywordPlaceholder: 'Enter a keyword',
    columnTitle: 'Title',
    columnPublisher: 'Publisher',
    columnPublishTime: 'Publish time',
    publish: 'Publish',
    published: 'Published',
    editTitle: 'Edit announcement',
    withdraw: 'Withdraw',
    withdrawConfirm: 'Withdraw this announcement? Customers will no longer see it.',
    withdrawSuccess: 'Withdrawn',
    withdrawn: 'Withdrawn',
    fieldTitle: 'Title',
    fieldContent: 'Content',
    titleRequired: 'Please enter a title',
    contentRequired: 'Please enter the content',
    publisherLabel: 'Publisher',
    publishTimeLabel: 'Publish time',
    notFound: 'The announcement does not exist or was withdrawn',
  },
  workplace: {
    welcome: 'Hello, {{name}}',
    placeOrder: 'Place an order',
    orderStatistics: 'Orders by status',
    statusCard: '{{label}}: {{count}}',
    latestAnnouncements: 'Latest announcements',
    unreadNotices: 'Unread notices',
    noUnreadNotices: 'No unread notices',
    more: 'More',
  },
};

export default en;
