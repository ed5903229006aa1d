import type { OrderStatus } from '../contract/order-status';

export interface ServiceOrderRow {
  id: number;
  serviceNo: string;
  status: OrderStatus;
  projectId: number;
  projectName: string;
  serviceContentId: number;
  serviceContent: string;
  customerId: number;
  customerName: string;
  repairUserId: number | null;
  repairUserName: string;
  repairNo: string | null;
  repairUserAddress: string;
  contactName: string;
  contactPhone: string;
  engineerId: number | null;
  engineerName: string | null;
  engineerCompanyName: string | null;
  creatorName: string;
  faultDescription: string;
  parentId: number | null;
  appointmentTime: string | null;
  createTime: string;
  dispatchTime: string | null;
  arriveTime: string | null;
  completionTime: string | null;
  acceptanceTime: string | null;
  incomeTime: string | null;
  trackRecordTime: string | null;
}

export interface StatusCounts {
  [status: string]: number;
}
