export type { ServiceOrderRow } from '../contract/order-row';

export interface StatusCounts {
  [status: string]: number;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
  status: 'published' | 'withdrawn';
  publisherName: string;
  publishTime: string;
  updateTime: string;
}

export interface Notice {
  id: number;
  title: string;
  repairUserName: string | null;
  content: string;
  sendTime: string;
  status: 'unread' | 'read';
  link: string | null;
}
