import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { getCourierCompanies } from '@portal/shared/ui';
import { routes } from '@portal/shared/contract';
import { DISPATCH_ROOT } from '../../../lib/query-keys';

const key = [...DISPATCH_ROOT, 'accessories'] as const;
const STATIC = { staleTime: 5 * 60_000 };

/** `GET /api/customer/dispatch/accessory/list?serviceId`: the order's parts shipments, newest first. */
export function useAccessories(serviceId: number) {
  return useQuery({
    queryKey: [...key, 'list', serviceId],
    queryFn: () => call(routes.accessoryList, { query: { serviceId } }),
    staleTime: 0,
  });
}

export function useCourierCompanies() {
  return useQuery({ queryKey: [...key, 'couriers'], queryFn: getCourierCompanies, ...STATIC });
}

/** `GET /api/dispatch/accessory/quick/input`: recent part names with the model last used. */
export function useQuickParts() {
  return useQuery({ queryKey: [...key, 'quick'], queryFn: () => call(routes.accessoryQuickInput, {}) });
}

/** `GET /api/customer/dispatch/onTheJobs/users`: who can receive parts. */
export function useReceivers() {
  return useQuery({
    queryKey: [...key, 'receivers'],
    queryFn: () => call(routes.onTheJobUsers, {}),
    ...STATIC,
  });
}

/** `GET /api/express/track/:accessoryId`: the shipment and its courier events. */
export function useExpressTrack(accessoryId: number | null) {
  return useQuery({
    queryKey: [...key, 'track', accessoryId],
    queryFn: () => call(routes.expressTrack, { params: { accessoryId: accessoryId as number } }),
    enabled: accessoryId !== null,
  });
}
