import { api, request, type StaffOption } from '@portal/shared';

export type StaffKind =
  'technician' | 'projectManager' | 'dispatcher' | 'finance' | 'sales' | 'technicianAndProjectManager';

/** A technician with `load`: orders pending claim, arrival or completion. */
export type StaffMember = StaffOption & { load?: number };

/** `GET /api/sys/staff/:kind`: SPEC section 6's staff lists (on the job only). */
export function getStaff(kind: StaffKind): Promise<StaffMember[]> {
  return request<StaffMember[]>(api, { method: 'GET', url: `/sys/staff/${kind}` });
}
