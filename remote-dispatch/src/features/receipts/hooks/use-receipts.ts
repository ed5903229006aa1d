import { queryOptions, useQuery } from '@tanstack/react-query';
import { keptOnPhone } from '../../../lib/field-sync/kept-on-phone';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { call, type CallOptions } from '@portal/shared';
import { routes } from '@portal/shared/contract';

const receiptTemplates = (serviceId: number, options?: CallOptions) =>
  call(routes.receiptTemplates, { query: { serviceId } }, options);
const lackReceipt = (serviceId: number, options?: CallOptions) =>
  call(routes.lackReceipt, { query: { serviceId } }, options);

/** `keep`: on the engineer's phone, kept for offline reading (see keptOnPhone). */
export const receiptTemplatesQuery = (serviceId: number, keep = false) =>
  queryOptions({
    queryKey: [...DISPATCH_ROOT, 'receipts', serviceId],
    queryFn: async () =>
      keep
        ? (await keptOnPhone(`receipts:${serviceId}`, (options) => receiptTemplates(serviceId, options)))
            .value
        : receiptTemplates(serviceId),
    // Staff see what engineers upload from their own browsers: each page opened fetches afresh. The
    // engineer's own page may read what the task list fetched for it a moment ago.
    ...(keep ? {} : { staleTime: 0 }),
    // Kept on the phone: run offline too, the kept copy answers.
    networkMode: keep ? 'offlineFirst' : 'online',
  });

export const lackReceiptQuery = (serviceId: number, keep = false) =>
  queryOptions({
    queryKey: [...DISPATCH_ROOT, 'lack-receipt', serviceId],
    queryFn: async () =>
      keep
        ? (await keptOnPhone(`lack-receipt:${serviceId}`, (options) => lackReceipt(serviceId, options))).value
        : lackReceipt(serviceId),
    networkMode: keep ? 'offlineFirst' : 'online',
  });

export const useReceiptTemplates = (serviceId: number, keep = false) =>
  useQuery(receiptTemplatesQuery(serviceId, keep));

export const useLackReceipt = (serviceId: number, keep = false) =>
  useQuery(lackReceiptQuery(serviceId, keep));
