import { useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { getLackReceipt } from '../api/get-lack-receipt';
import { getReceiptTemplates } from '../api/get-receipt-templates';

export function useReceiptTemplates(serviceId: number) {
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'receipts', serviceId],
    queryFn: () => getReceiptTemplates(serviceId),
    // Engineers upload from their own browsers: each page opened fetches afresh.
    staleTime: 0,
  });
}

export function useLackReceipt(serviceId: number) {
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'lack-receipt', serviceId],
    queryFn: () => getLackReceipt(serviceId),
  });
}
