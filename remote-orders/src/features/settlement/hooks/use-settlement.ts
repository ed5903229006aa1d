import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_DATA_KEY, invalidateOrderData } from '../../../lib/query-keys';
import { getSettlementPage, type SettlementPageParams } from '../api/get-settlement-page';
import { confirmSettlement } from '../api/confirm-settlement';
import { raiseObjection } from '../api/raise-objection';
import { exportSettlement } from '../api/export-settlement';
import type { SettlementStatus } from '@portal/shared/contract';

export function useSettlementPage(params: SettlementPageParams) {
  return useQuery({
    queryKey: [...ORDER_DATA_KEY, 'settlement', params],
    queryFn: () => getSettlementPage(params),
    placeholderData: keepPreviousData,
  });
}

export function useConfirmSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => confirmSettlement(ids),
    onSuccess: () => invalidateOrderData(queryClient),
  });
}

export function useRaiseObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => raiseObjection(id, reason),
    onSuccess: () => invalidateOrderData(queryClient),
  });
}

export function useExportSettlement() {
  return useMutation({
    mutationFn: (params: { status: SettlementStatus; serviceNo?: string }) => exportSettlement(params),
  });
}
