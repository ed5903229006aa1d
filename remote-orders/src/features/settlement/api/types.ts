import type { Page } from '@portal/shared';
import type { FeeRow } from '../../../components/fee-table';

export type SettlementStatus = 'pendingConfirmation' | 'confirmed';

/** An order in settlement with its fee rows (customers see what they pay: the income side). */
export interface SettlementRow {
  id: number;
  serviceNo: string;
  status: string;
  customerName: string;
  projectName: string;
  serviceContent: string;
  repairUserName: string;
  repairUserAddress: string;
  engineerName: string | null;
  completionTime: string | null;
  settlementTime: string | null;
  confirmTime: string | null;
  fees: FeeRow[];
  totals: { income: number; expense?: number };
}

export interface SettlementPage extends Page<SettlementRow> {
  /** Sums over every matching order, not only this page. */
  grandTotal: { income: number; expense?: number };
}
