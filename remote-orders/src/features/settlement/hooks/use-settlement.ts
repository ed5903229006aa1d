import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_DATA_KEY, invalidateOrderData } from '../../../lib/query-keys';
import { call, downloadFile } from '@portal/shared';
import { routes, type SettlementPageQuery, type SettlementStatus } from '@portal/shared/contract';

/** The page always names the tab's status. */
export type SettlementPageParams = SettlementPageQuery & { status: SettlementStatus };

export function useSettlementPage(params: SettlementPageParams) {
  return useQuery({
    queryKey: [...ORDER_DATA_KEY, 'settlement', params],
    // The company's orders awaiting (or past) confirmation, with fees.
    queryFn: () =>
      call(routes.settlementPage, {
        query: {
          current: params.current,
          size: params.size,
          status: params.status,
          serviceNo: params.serviceNo?.trim() || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useConfirmSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    // The orders move to confirmed, all or none.
    mutationFn: (ids: number[]) => call(routes.settlementConfirm, { body: { ids } }),
    onSuccess: () => invalidateOrderData(queryClient),
  });
}

export function useRaiseObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    // The staff get a notice; the status stays.
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(routes.settlementObjection, { body: { id, reason } }),
    onSuccess: () => invalidateOrderData(queryClient),
  });
}

export function useExportSettlement() {
  return useMutation({
    // The matching orders and their fees as an Excel workbook, saved.
    mutationFn: ({ status, serviceNo }: { status: SettlementStatus; serviceNo?: string }) =>
      downloadFile(
        routes.settlementExport,
        { query: { status, serviceNo: serviceNo?.trim() || undefined } },
        'settlement.xlsx',
      ),
  });
}
