import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, lastShownPageQuery } from '@portal/shared';
import { getCourierCompanies } from '@portal/shared/ui';
import { routes, type AccessoryPageQuery, type AccessoryRequestBody } from '@portal/shared/contract';
import { ORDER_DATA_KEY } from '../../../lib/query-keys';

export type AccessoryPageParams = AccessoryPageQuery;
/** What the resend form sends: the parts and a remark, no courier. */
export type AccessoryRequest = Required<Pick<AccessoryRequestBody, 'serviceId' | 'lines' | 'remark'>>;

// Shipments hang off orders: they live under the order data so that an order change refreshes them.
const keys = {
  all: [...ORDER_DATA_KEY, 'accessories'] as const,
  page: (params: AccessoryPageParams) => [...keys.all, 'page', params] as const,
  detail: (id: number) => [...keys.all, 'detail', id] as const,
  ofOrder: (serviceId: number) => [...keys.all, 'order', serviceId] as const,
  summary: (serviceId: number) => [...keys.all, 'summary', serviceId] as const,
};

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
// Shipments of the company's orders, newest first.
const pageQuery = lastShownPageQuery((params: AccessoryPageParams) =>
  call(routes.accessoryPage, {
    query: {
      ...params,
      serviceNo: params.serviceNo?.trim() || undefined,
      courierNo: params.courierNo?.trim() || undefined,
    },
  }),
);

export function useAccessoryPage(params: AccessoryPageParams) {
  return useQuery({ queryKey: keys.page(params), ...pageQuery(params) });
}

export function useAccessory(id: number | null) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    // Silent: the page shows its own "not found".
    queryFn: () => call(routes.accessory, { params: { id: id as number } }, { silent: true }),
    enabled: id !== null,
  });
}

export function useOrderAccessories(serviceId: number | null) {
  return useQuery({
    queryKey: keys.ofOrder(serviceId ?? 0),
    // One order's shipments, newest first.
    queryFn: () =>
      call(routes.accessoryList, { query: { serviceId: serviceId as number } }, { silent: true }),
    enabled: serviceId !== null,
  });
}

export function useOrderSummary(serviceId: number | null) {
  return useQuery({
    queryKey: keys.summary(serviceId ?? 0),
    // The heading of the accessories page: part of the order detail.
    queryFn: () => call(routes.order, { params: { id: serviceId as number } }, { silent: true }),
    enabled: serviceId !== null,
  });
}

export function useCourierCompanies() {
  return useQuery({
    queryKey: ['remote-orders', 'courier-companies'],
    queryFn: getCourierCompanies,
    staleTime: 10 * 60_000,
  });
}

export function useCreateAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    // Asks for the parts to be sent (again).
    mutationFn: (body: AccessoryRequest) => call(routes.accessoryRequest, { body }),
    // The order's details list its shipments too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_DATA_KEY }),
  });
}
