import type { ReactNode } from 'react';
import { Form, type FormProps } from 'antd';
import { SearchResetButtons } from './paged-table';
import { useFilterFormShows } from './use-filter-form';

export interface ListFilterFormProps<F extends object> extends Omit<
  FormProps<F>,
  'form' | 'onFinish' | 'onReset'
> {
  /** What the URL holds (`useListSearch`'s filters). */
  filters: F;
  onSearch: (values: F) => void;
  /** Called by 重置 after it has cleared the fields. */
  onReset: () => void;
  children: ReactNode;
}

/** A list page's inline filter form: shows the URL's filters, then 查询 and 重置. */
export function ListFilterForm<F extends object>({
  filters,
  onSearch,
  onReset,
  children,
  ...rest
}: ListFilterFormProps<F>): ReactNode {
  const [form] = Form.useForm<F>();
  useFilterFormShows(form, filters);
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form<F> layout="inline" {...rest} form={form} onFinish={onSearch}>
      {children}
      <SearchResetButtons onReset={reset} />
    </Form>
  );
}
