import { api, request } from '@portal/shared';
import type { StaffKind, StaffMember } from '@portal/shared/contract';

/** `GET /api/sys/staff/:kind`: SPEC section 6's staff lists (on the job only). */
export function getStaff(kind: StaffKind): Promise<StaffMember[]> {
  return request<StaffMember[]>(api, { method: 'GET', url: `/sys/staff/${kind}` });
}
