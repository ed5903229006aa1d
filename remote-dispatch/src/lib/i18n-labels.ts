import type { TFunction } from 'i18next';
import { statusLabelKey } from '@portal/shared';

/** A status label. */
export function statusText(t: TFunction, status: string | null | undefined): string {
  if (!status) return '-';
  return t(statusLabelKey(status), { ns: 'common' });
}

/**
 * An order field's label on these pages: their own wording of it (`field` in the locale: 录入时间, 收入关单时间 …)
 * or else the portal's (common:orderField), the project being the shorter 项目.
 */
export function fieldText(t: TFunction, field: string): string {
  if (field === 'projectName') return t('common:orderField.project');
  return t([`dispatch:field.${field}`, `common:orderField.${field}`]);
}
