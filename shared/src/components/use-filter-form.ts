import { useEffect } from 'react';
import type { FormInstance } from 'antd';

/**
 * Keeps a list page's filter form showing the filters its URL holds (see `useListSearch`): on the
 * first render and whenever the URL changes (back, forward, 重置, a link), the form is cleared and
 * filled from them.
 */
export function useFilterFormShows<F extends object>(form: FormInstance<F>, filters: F): void {
  const serialized = JSON.stringify(filters);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(serialized) as Parameters<FormInstance<F>['setFieldsValue']>[0]);
  }, [form, serialized]);
}
