import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCourierCompanies, lastShownPageQuery } from '@portal/shared';
import { ORDER_DATA_KEY } from '../../../lib/query-keys';
import { getAccessoryPage, type AccessoryPageParams } from '../api/get-accessory-page';
import { getAccessory } from '../api/get-accessory';
import { getOrderAccessories } from '../api/get-order-accessories';
import { getOrderSummary } from '../api/get-order-summary';
import { createAccessory, type AccessoryRequest } from '../api/create-accessory';

// Shipments hang off orders: they live under the order data so that an order change refreshes them.
const keys = {
  all: [...ORDER_DATA_KEY, 'accessories'] as const,
  page: (params: AccessoryPageParams) => [...keys.all, 'page', params] as const,
  detail: (id: number) => [...keys.all, 'detail', id] as const,
  ofOrder: (serviceId: number) => [...keys.all, 'order', serviceId] as const,
  summary: (serviceId: number) => [...keys.all, 'summary', serviceId] as const,
};

// A new query string opens the page afresh (see useListSearch): the rows last shown stay until the new ones arrive.
const pageQuery = lastShownPageQuery(getAccessoryPage);

export function useAccessoryPage(params: AccessoryPageParams) {
  return useQuery({ queryKey: keys.page(params), ...pageQuery(params) });
}

export function useAccessory(id: number | null) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: () => getAccessory(id as number),
    enabled: id !== null,
  });
}

export function useOrderAccessories(serviceId: number | null) {
  return useQuery({
    queryKey: keys.ofOrder(serviceId ?? 0),
    queryFn: () => getOrderAccessories(serviceId as number),
    enabled: serviceId !== null,
  });
}

export function useOrderSummary(serviceId: number | null) {
  return useQuery({
    queryKey: keys.summary(serviceId ?? 0),
    queryFn: () => getOrderSummary(serviceId as number),
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
    mutationFn: (body: AccessoryRequest) => createAccessory(body),
    // The order's details list its shipments too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_DATA_KEY }),
  });
}
