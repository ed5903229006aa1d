import type { StaffKind, StaffMember } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { firstOnTheJobManagerId, onTheJobUserId, settingValue, staffMembers } from './staff-repository';

interface StaffFilter {
  jobIds?: number[];
  deptIds?: number[];
}

const FILTERS: Record<StaffKind, StaffFilter> = {
  finance: { jobIds: [40, 41], deptIds: [18] },
  sales: { deptIds: [16] },
  projectManager: { jobIds: [38, 40, 41] },
  dispatcher: { jobIds: [39, 41, 13, 40] },
  technician: { jobIds: [18] },
  technicianAndProjectManager: { jobIds: [18, 38] },
};

/** Statuses in which an order occupies its engineer (a technician's load). */
export const ENGINEER_BUSY_STATUSES = ['pendingOrders', 'toArrive', 'toCompleted'] as const;

/** Setting naming the one person added to the dispatcher list; without it, the first manager on the job. */
export const DISPATCHER_EXTRA_SETTING = 'dispatcher_extra_user_id';

/** The fixed extra dispatcher: the configured user when on the job, else the first manager on the job. */
export async function dispatcherExtraUserId(db: Queryable): Promise<number | null> {
  const configured = await settingValue(db, DISPATCHER_EXTRA_SETTING);
  const id = configured && /^\d+$/.test(configured) ? Number(configured) : null;
  return id ? onTheJobUserId(db, id) : firstOnTheJobManagerId(db);
}

/** On-the-job, not deleted users of one list, by name; technicians with their number of open orders. */
export async function listStaff(db: Queryable, kind: StaffKind): Promise<StaffMember[]> {
  const filter = FILTERS[kind];
  const withLoad = kind === 'technician' || kind === 'technicianAndProjectManager';
  return staffMembers(db, {
    jobIds: filter.jobIds ?? [],
    deptIds: filter.deptIds ?? [],
    extraUserId: kind === 'dispatcher' ? await dispatcherExtraUserId(db) : undefined,
    loadStatuses: withLoad ? [...ENGINEER_BUSY_STATUSES] : undefined,
  });
}
