import { useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import type { StaffKind } from '@portal/shared/contract';
import { getStaff } from '../api/get-staff';

export function useStaff(kind: StaffKind) {
  // Technicians' load changes with every dispatch, so the list is not kept long.
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'staff', kind],
    queryFn: () => getStaff(kind),
    staleTime: 0,
  });
}
