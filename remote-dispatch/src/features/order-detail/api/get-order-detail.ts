import {
  api,
  request,
  type ServiceOrderRow,
  type StepName,
  type UploadedFile,
  type OrderFee,
  type OrderFeeTotals,
} from '@portal/shared';
import type { Accessory, Receipt, ReceiptTemplate, TrackingRecord } from '@portal/shared/contract';

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
  trackingRecords: TrackingRecord[];
  receipts: Receipt[];
  receiptTemplates: ReceiptTemplate[];
  accessories: Accessory[];
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
