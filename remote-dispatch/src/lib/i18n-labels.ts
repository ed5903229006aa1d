import type { TFunction } from 'i18next';
import { statusLabelKey, type StatusCounts } from '@portal/shared';

/** A status label. */
export function statusText(t: TFunction, status: string | null | undefined): string {
  if (!status) return '-';
  return t(statusLabelKey(status), { ns: 'common' });
}

/** Tabs of statuses, each `状态 (count)` once its count is known; `total` only shows the total and cannot be chosen. */
export function statusTabs(t: TFunction, statuses: readonly string[], counts: StatusCounts | undefined) {
  return statuses.map((status) => {
    const label = statusText(t, status);
    const count = counts?.[status];
    return {
      key: status,
      label: count === undefined ? label : t('dispatch:tabLabel', { label, count }),
      disabled: status === 'total',
    };
  });
}

/**
 * An order field's label on these pages: their own wording of it (`field` in the locale: 录入时间, 收入关单时间 …)
 * or else the portal's (common:orderField), the project being the shorter 项目.
 */
export function fieldText(t: TFunction, field: string): string {
  if (field === 'projectName') return t('common:orderField.project');
  return t([`dispatch:field.${field}`, `common:orderField.${field}`]);
}
