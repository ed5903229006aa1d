import { api, request, type ServiceOrderRow, type StepName, type UploadedFile, type OrderFee, type OrderFeeTotals } from '@portal/shared';

export interface PersonRef {
  id: number;
  name: string;
  phone: string | null;
  telephone?: string | null;
}

export interface TimelineEntry {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  operatorId: number | null;
  operatorName: string;
  createTime: string;
}

export interface TrackingRecordRow {
  id: number;
  serviceId: number;
  engineerId: number | null;
  engineerName?: string | null;
  content: string;
  contactTime: string;
  creator: string;
  reminderId?: number | null;
  reminderName?: string | null;
  isCustomerVisibility: boolean;
  isEngineerVisible: boolean;
  isRemind?: boolean;
  remindTime?: string | null;
  type: 'content' | 'completion' | 'visit';
  createTime: string;
}

export interface ReceiptRow {
  id: number;
  templateId: number | null;
  templateName: string | null;
  fileId: number | null;
  url: string;
  name: string;
  origin: string;
  isWatermarked?: boolean;
  createTime: string;
}

export interface ReceiptTemplateRef {
  id: number;
  name: string;
  isCustomerVisible: boolean;
  isEngineerVisible: boolean;
  sort: number;
}

export interface AccessoryLine {
  id?: number;
  name: string;
  model: string | null;
  quantity: number;
}

export interface AccessoryRow {
  id: number;
  serviceId: number;
  serviceNo: string;
  courierCompanyId: number | null;
  courierCompanyName: string | null;
  courierCompanyCode: string | null;
  courierNo: string | null;
  status: 'requested' | 'sent' | string;
  remark: string | null;
  creatorName: string | null;
  createTime: string;
  sentTime: string | null;
  lines: AccessoryLine[];
  receiverId?: number | null;
  receiverName?: string | null;
}

export type FeeRow = OrderFee;

export interface CallRow {
  id: number;
  fromUser: string;
  toUser: string;
  status: string;
  callerName: string | null;
  createTime: string;
}

export interface ChildOrderRef {
  id: number;
  serviceNo: string;
  status: string;
  engineerName: string | null;
  createTime: string;
}

/** `GET /api/dispatch/service/:id/detail`: the staff view of one order. */
export interface OrderDetail extends Omit<ServiceOrderRow, 'status'> {
  status: string;
  firstTrain: string | null;
  lackReceipt: string | null;
  isLackReceipt: boolean | null;
  cancelReason: string | null;
  attachments: UploadedFile[] | null;
  expensesTime: string | null;
  settlementTime: string | null;
  confirmTime: string | null;
  responsiblePerson: PersonRef | null;
  dispatcher: PersonRef | null;
  creator: PersonRef | null;
  engineer: (PersonRef & { companyName: string | null }) | null;
  parent: { id: number; serviceNo: string; status: string } | null;
  timeline: TimelineEntry[];
  trackingRecords: TrackingRecordRow[];
  receipts: ReceiptRow[];
  receiptTemplates: ReceiptTemplateRef[];
  accessories: AccessoryRow[];
  children: ChildOrderRef[];
  calls: CallRow[];
  fees: { rows: FeeRow[]; totals: OrderFeeTotals } | null;
  chatGroupId: number | null;
  availableSteps: StepName[];
  version: number;
}

export function getOrderDetail(id: number): Promise<OrderDetail> {
  return request<OrderDetail>(api, { method: 'GET', url: `/dispatch/service/${id}/detail` });
}
