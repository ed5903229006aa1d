import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button, Form, Space, Table, type TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tablePagination, type PageState } from '../lib/pagination';
import type { Page } from '../types/api';
import { listFailureProps, type ListQuery } from './list-load-failure';

/** What a paged list needs of its query (react-query's result fits). */
export interface PagedQuery<Row> extends ListQuery {
  data?: Page<Row>;
  isFetching: boolean;
}

export type PagedTableProps<Row> = Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> & {
  query: PagedQuery<Row>;
  page: PageState;
  onPage: (next: PageState) => void;
};

type RowSelection<Row> = TableProps<Row>['rowSelection'];

/**
 * The select-all checkbox, as antd renders it. With a sideways scroll rc-table also renders every
 * column title in an aria-hidden row that it measures, so a second, focusable copy of the checkbox sat
 * under aria-hidden (axe: aria-hidden-focus); that copy is made inert, the visible one is untouched.
 */
function SelectAllTitle({ children }: { children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element?.closest('[aria-hidden="true"]')) element.setAttribute('inert', '');
  }, []);
  return (
    <div ref={ref} className="ant-table-selection">
      {children}
    </div>
  );
}

/** The selection as given, its select-all title through SelectAllTitle where antd would draw the default. */
function withSelectAllTitle<Row>(selection: RowSelection<Row>): RowSelection<Row> {
  if (!selection || selection.columnTitle || selection.selections || selection.hideSelectAll)
    return selection;
  if (selection.type === 'radio') return selection;
  return { ...selection, columnTitle: (checkbox) => <SelectAllTitle>{checkbox}</SelectAllTitle> };
}

/**
 * A list page's table: the query's rows (none after a failed load, which shows with 重试 where
 * 暂无数据 would be), its loading state, and paging with the page sizes and 共 N 条.
 */
export function PagedTable<Row extends object>({
  query,
  page,
  onPage,
  rowSelection,
  ...table
}: PagedTableProps<Row>): ReactNode {
  const { t } = useTranslation('common');
  const data = query.data;
  return (
    <Table<Row>
      {...table}
      rowSelection={withSelectAllTitle(rowSelection)}
      dataSource={data?.records ?? []}
      loading={query.isFetching}
      {...listFailureProps(query)}
      pagination={tablePagination(page, data?.total ?? 0, onPage, (total) => t('common.total', { total }))}
    />
  );
}

/**
 * A filter form's 查询 (submits the form) and 重置 buttons, then the page's own actions (`children`,
 * e.g. 导出 or 展开); `style` places the row (e.g. wrapped and at the end of its column).
 */
export function SearchResetButtons({
  onReset,
  children,
  style,
}: {
  onReset: () => void;
  children?: ReactNode;
  style?: CSSProperties;
}): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Form.Item>
      <Space wrap={style !== undefined} style={style}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common.search')}
        </Button>
        <Button onClick={onReset}>{t('common.reset')}</Button>
        {children}
      </Space>
    </Form.Item>
  );
}
