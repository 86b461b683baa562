import { Table } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { columnsThatFit, type PrioritisedColumn } from '../lib/column-priority';
import './responsive-table.css';
import { Typography } from './Typography';

/** A column of a responsive table: antd's column, with a key, a width and the priority rule's flags. */
export type ResponsiveColumn<T> = Omit<ColumnType<T>, 'key'> & PrioritisedColumn & { key: string };

/** The expand button's column. */
const EXPAND_COLUMN = 48;

/** The table's width, measured (ResizeObserver), the window's until the first measure. */
function useAvailableWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function cellOf<T>(column: ResponsiveColumn<T>, record: T, index: number): ReactNode {
  const field = typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number' ? (record as Record<string | number, unknown>)[column.dataIndex] : undefined;
  // A folded value that is empty reads as 「—」 (its label stays, so an empty value would look like a missing one).
  const shown = column.render ? (column.render(field, record, index) as ReactNode) : field;
  if (shown === null || shown === undefined || shown === false || shown === '') return '—';
  return column.render ? (shown as ReactNode) : String(shown);
}

/**
 * A table that never clips at its right edge (docs/decisions/0101): it shows the key columns and
 * as many others as fit its measured width (`columnsThatFit`), and folds the rest into each row's
 * expanded part as label and value, above what the caller's own expanded row shows. One mechanism
 * for every wide table, a phone's 390 px as a desktop's narrow panel.
 */
export function ResponsiveTable<T extends object>({ columns, expandable, ...props }: Omit<TableProps<T>, 'columns' | 'scroll'> & { columns: ResponsiveColumn<T>[] }) {
  const { ref, width } = useAvailableWidth();
  const all = columnsThatFit(columns, width);
  const { shown, folded } = all.folded.length > 0 ? columnsThatFit(columns, width - EXPAND_COLUMN) : all;
  const own = expandable?.expandedRowRender;
  const fold = folded.length > 0;
  const rowExpandable = expandable?.rowExpandable;
  return (
    <div ref={ref} className="responsive-table">
      <Table<T>
        {...props}
        columns={shown}
        expandable={
          fold
            ? {
                ...expandable,
                rowExpandable: () => true,
                expandedRowRender: (record, index, indent, expanded) => (
                  <>
                    <dl className="responsive-table-folded">
                      {folded.map((column) => (
                        <div key={column.key}>
                          <dt>
                            <Typography.Text type="secondary">{column.title as ReactNode}</Typography.Text>
                          </dt>
                          <dd>{cellOf(column, record, index)}</dd>
                        </div>
                      ))}
                    </dl>
                    {own && (rowExpandable?.(record) ?? true) && own(record, index, indent, expanded)}
                  </>
                ),
              }
            : expandable
        }
      />
    </div>
  );
}
