import type { ListSearchCodec } from '@portal/shared';
import type { RangeParams } from '@portal/shared/ui';

export interface AccessoryFilters {
  serviceNo?: string;
  courierCompanyId?: number;
  courierNo?: string;
  created?: RangeParams;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const text = (value: string | null | undefined) => value?.trim() || undefined;
const dateTime = (value: string | null) => (value && DATE_TIME.test(value) ? value : undefined);

/**
 * The shipments list's filters in its URL: `serviceNo`, `courierCompanyId`, `courierNo` and the
 * creation range as `startTime` / `endTime` (the list's own parameter names). Malformed values are dropped.
 */
export const accessorySearch: ListSearchCodec<AccessoryFilters> = {
  parse: (params) => {
    const filters: AccessoryFilters = {};
    const serviceNo = text(params.get('serviceNo'));
    const courierNo = text(params.get('courierNo'));
    const courier = params.get('courierCompanyId');
    const start = dateTime(params.get('startTime'));
    const end = dateTime(params.get('endTime'));
    if (serviceNo) filters.serviceNo = serviceNo;
    if (courier && /^\d{1,9}$/.test(courier) && Number(courier) > 0)
      filters.courierCompanyId = Number(courier);
    if (courierNo) filters.courierNo = courierNo;
    if (start || end) filters.created = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
    return filters;
  },
  serialize: ({ serviceNo, courierCompanyId, courierNo, created }) => {
    const params: Record<string, string> = {};
    if (text(serviceNo)) params.serviceNo = text(serviceNo) as string;
    if (courierCompanyId !== undefined && courierCompanyId !== null) {
      params.courierCompanyId = String(courierCompanyId);
    }
    if (text(courierNo)) params.courierNo = text(courierNo) as string;
    if (created?.start) params.startTime = created.start;
    if (created?.end) params.endTime = created.end;
    return params;
  },
};
