import { FLOW_STATUSES, type FlowStatus, type ListSearchCodec, type OrderSortField } from '@portal/shared';
import { orderFilterCodec, type OrderFilterValues, type OrderListFilters } from '@portal/shared/ui';

/** What the filter form holds: the order kit's filter values and a status. */
export type QueryFormValues = OrderFilterValues & { status?: FlowStatus };

/** The list's and the export's query: the filters (the order kit's codec) and the status when one is chosen. */
export type QueryFilters = OrderListFilters & { status?: FlowStatus };

const isStatus = (value: unknown): value is FlowStatus =>
  typeof value === 'string' && (FLOW_STATUSES as readonly string[]).includes(value);

export function toQueryFilters(values: QueryFormValues): QueryFilters {
  const filters: QueryFilters = orderFilterCodec.fromForm(values);
  if (isStatus(values.status)) filters.status = values.status;
  return filters;
}

/** What the query keeps in its URL besides the page: the filter form's values and the sort. */
interface DispatchQueryView {
  values: QueryFormValues;
  sortBy?: OrderSortField;
  sortOrder?: 'asc' | 'desc';
}

/** The sort as request parameters (none when unsorted). */
export const sortParams = ({ sortBy, sortOrder }: DispatchQueryView): OrderListFilters =>
  sortBy ? { sortBy, sortOrder: sortOrder ?? 'desc' } : {};

/**
 * The dispatch query in its URL: the filters as the list's own parameters in the order kit's codec (so
 * a link such as `?engineerName=赵` keeps working), `status`, then `sortBy` / `sortOrder`.
 */
export const dispatchQuerySearch: ListSearchCodec<DispatchQueryView> = {
  parse: (params) => {
    const { sortBy, sortOrder, ...filters } = orderFilterCodec.parse(params);
    const status = params.get('status');
    const view: DispatchQueryView = {
      values: { ...orderFilterCodec.toForm(filters), ...(isStatus(status) ? { status } : {}) },
    };
    if (sortBy) {
      view.sortBy = sortBy;
      view.sortOrder = sortOrder === 'asc' ? 'asc' : 'desc';
    }
    return view;
  },
  serialize: (view) => {
    const { status, ...filters } = toQueryFilters(view.values);
    return {
      ...orderFilterCodec.serialize(filters),
      ...(status ? { status } : {}),
      ...orderFilterCodec.serialize(sortParams(view)),
    };
  },
};
