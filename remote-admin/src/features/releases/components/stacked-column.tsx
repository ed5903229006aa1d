import type { ReactNode } from 'react';
import { Typography, type TableColumnsType } from 'antd';

/** What a column of these tables gives: a title, where its value is, how it is drawn. */
interface Column<T> {
  key?: string | number;
  title?: ReactNode;
  dataIndex?: keyof T & string;
  render?: (value: unknown, record: T, index: number) => ReactNode;
}

/**
 * A table's columns as the one column a phone has room for: each cell lists the values under their
 * titles, and the `bare` columns (the actions) below them without a title. Nothing scrolls sideways.
 */
export function stackedColumn<T>(
  columns: TableColumnsType<T>,
  title: ReactNode,
  bare: string[] = ['actions'],
): TableColumnsType<T>[number] {
  const list = columns as unknown as Column<T>[];
  return {
    key: 'stacked',
    title,
    render: (_: unknown, record: T, index: number) => (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(72px, max-content) minmax(0, 1fr)',
          gap: '6px 12px',
        }}
      >
        {list.map((column) => {
          const value = column.dataIndex ? record[column.dataIndex] : undefined;
          const shown = column.render ? column.render(value, record, index) : (value as ReactNode);
          const key = String(column.key ?? column.dataIndex);
          return bare.includes(key) ? (
            <div key={key} style={{ gridColumn: '1 / -1', marginInlineStart: -8 }}>
              {shown}
            </div>
          ) : (
            <div key={key} style={{ display: 'contents' }}>
              <Typography.Text type="secondary">{column.title as ReactNode}</Typography.Text>
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{shown}</div>
            </div>
          );
        })}
      </div>
    ),
  };
}
