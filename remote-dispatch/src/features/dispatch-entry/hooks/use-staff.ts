import { useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { call } from '@portal/shared';
import { routes, type StaffKind } from '@portal/shared/contract';

export function useStaff(kind: StaffKind) {
  // Technicians' load changes with every dispatch, so the list is not kept long.
  return useQuery({
    queryKey: [...DISPATCH_ROOT, 'staff', kind],
    // SPEC section 6's staff lists (on the job only).
    queryFn: () => call(routes.staffList, { params: { kind } }),
    staleTime: 0,
  });
}
