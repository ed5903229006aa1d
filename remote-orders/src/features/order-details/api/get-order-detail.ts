import { api, request, type ServiceOrderRow } from '@portal/shared';
import type { Accessory } from '@portal/shared/contract';
import type { FeeRow } from '../../../components/fee-table';

export interface TimelineEntry {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  operatorName: string;
  createTime: string;
}

export interface TrackingRecord {
  id: number;
  content: string;
  contactTime: string;
  creator: string;
  createTime: string;
}

export interface Receipt {
  id: number;
  templateId: number | null;
  templateName: string | null;
  fileId: number | null;
  url: string;
  name: string | null;
  createTime: string;
}

export interface OrderAttachment {
  id: number;
  url: string;
  originName: string;
  ext: string;
}

export interface OrderEngineer {
  id: number;
  name: string;
  phone: string | null;
  telephone: string | null;
  companyName: string | null;
}

/** An order with everything its details page shows; each part already filtered for the user. */
export interface OrderDetail extends ServiceOrderRow {
  attachments: OrderAttachment[];
  cancelReason: string | null;
  lackReceipt: string | null;
  expensesTime: string | null;
  settlementTime: string | null;
  confirmTime: string | null;
  engineer: OrderEngineer | null;
  timeline: TimelineEntry[];
  trackingRecords: TrackingRecord[];
  receipts: Receipt[];
  accessories: Accessory[];
  /** Present once the settlement is issued (customers see the income side only). */
  fees: { rows: FeeRow[]; totals: { income: number; expense?: number } } | null;
}

/** `GET /api/customer/order/{id}`. Silent: another company's order answers 404, shown as "not found". */
export function getOrderDetail(id: number): Promise<OrderDetail> {
  return request<OrderDetail>(api, { method: 'GET', url: `/customer/order/${id}`, silent: true });
}
