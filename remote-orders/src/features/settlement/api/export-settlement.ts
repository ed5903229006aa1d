import { downloadFile } from '@portal/shared';
import type { SettlementStatus } from '@portal/shared/contract';

/** `GET /api/customer/settlement/export`: the matching orders and their fees as an Excel workbook, saved. */
export function exportSettlement(params: { status: SettlementStatus; serviceNo?: string }): Promise<string> {
  return downloadFile(
    '/customer/settlement/export',
    { status: params.status, serviceNo: params.serviceNo?.trim() || undefined },
    'settlement.xlsx',
  );
}
