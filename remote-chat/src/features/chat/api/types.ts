/** A group member as the session carries it (SPEC section 3 membersInfo). */
export interface ChatMemberInfo {
  uid: string;
  name: string;
  avatar?: string | null;
  /** 'engineer' (工程师), 'customer', 'staff'... */
  type: string;
  userId?: number | null;
  /** Highest record id this member has read, when the server tells it. */
  lastReadId?: number | null;
}

/** One session (chat group) of the session list. */
export interface ChatSession {
  /** sysChannelId. */
  id: number;
  chatId: string;
  type: 'chat' | 'groupchat';
  name: string;
  avatar: string | null;
  unreadNum: number;
  /** Last activity, epoch ms. */
  time: number;
  lastMsg: { msgType: string; msgContent: string } | null;
  serviceId: number | null;
  serviceNo: string | null;
  serviceStatus: string | null;
  serviceAppointmentTime: string | null;
  projectId: number | null;
  projectName: string | null;
  serviceContentId: number | null;
  membersInfo: ChatMemberInfo[];
  imGroupId: string | null;
  isLackReceipt: boolean;
}
