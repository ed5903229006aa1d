import type { TablePaginationConfig } from 'antd';

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 50, 200];
export const DEFAULT_PAGE_SIZE = 10;

export interface PageState {
  current: number;
  size: number;
}

export const FIRST_PAGE: PageState = { current: 1, size: DEFAULT_PAGE_SIZE };

/** Table paging with the portal's page sizes; choosing another page size starts again at page 1. */
export function tablePagination(
  state: PageState,
  total: number,
  onChange: (next: PageState) => void,
  formatTotal: (total: number) => string,
): TablePaginationConfig {
  return {
    current: state.current,
    pageSize: state.size,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (count) => formatTotal(count),
    onChange: (current, size) => onChange({ current: size === state.size ? current : 1, size }),
  };
}
