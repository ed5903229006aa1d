import { useQuery } from '@tanstack/react-query';
import { getCourierCompanies } from '@portal/shared';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { getAccessories } from '../api/get-accessories';
import { getExpressTrack } from '../api/get-express-track';
import { getQuickInput } from '../api/get-quick-input';
import { getReceivers } from '../api/get-receivers';

const key = [...DISPATCH_ROOT, 'accessories'] as const;
const STATIC = { staleTime: 5 * 60_000 };

export function useAccessories(serviceId: number) {
  return useQuery({
    queryKey: [...key, 'list', serviceId],
    queryFn: () => getAccessories(serviceId),
    staleTime: 0,
  });
}

export function useCourierCompanies() {
  return useQuery({ queryKey: [...key, 'couriers'], queryFn: getCourierCompanies, ...STATIC });
}

export function useQuickParts() {
  return useQuery({ queryKey: [...key, 'quick'], queryFn: getQuickInput });
}

export function useReceivers() {
  return useQuery({ queryKey: [...key, 'receivers'], queryFn: getReceivers, ...STATIC });
}

export function useExpressTrack(accessoryId: number | null) {
  return useQuery({
    queryKey: [...key, 'track', accessoryId],
    queryFn: () => getExpressTrack(accessoryId as number),
    enabled: accessoryId !== null,
  });
}
