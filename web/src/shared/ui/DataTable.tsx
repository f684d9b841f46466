// The plain table repeats the markup of react-aria's grid, which it stands in for until first use: its roles too.
// biome-ignore-all lint/a11y/noRedundantRoles: see above.
// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: see above.
// biome-ignore-all lint/a11y/useFocusableInteractive: see above; the grid moves the focus between its cells.
import { useEffect, useId, type ReactNode } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import { Icon } from './Icon';
import { onFirstUse, useFirstUse } from './first-use';
import './data.css';

export interface DataColumn<K extends string> {
  id: K;
  label: ReactNode;
  isRowHeader?: boolean;
  allowsSorting?: boolean;
}

export interface DataTableProps<K extends string, R extends { id: string }> {
  'aria-labelledby': string;
  columns: readonly DataColumn<K>[];
  rows: readonly R[];
  cell: (row: R, column: K) => ReactNode;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (next: SortDescriptor) => void;
  /** What the body says when there are no rows. */
  empty: ReactNode;
  /** Wide tables scroll inside their own box instead of widening the page on small screens. */
  minWidth?: number;
}

type TableModule = typeof import('./Table');
const loadTable = onFirstUse((): Promise<TableModule> => import('./Table'));

/**
 * A table of rows and columns given as data: the design system's Table (a react-aria grid: arrows
 * move between cells, sortable column headers) on a screen's first paint without react-aria's
 * table code (≈ 17 KB on the wire). Until first used, it is the same markup rendered plainly:
 * the pointer entering it swaps in the real grid, and so does the focus reaching it (the grid
 * then takes the focus, on its first row, as it does when tabbed to); a click on a sortable header
 * before that sorts as the grid would.
 */
export function DataTable<K extends string, R extends { id: string }>(props: DataTableProps<K, R>) {
  const { module, focus, activate, prefetch } = useFirstUse(loadTable);
  const takeFocus = module !== null && focus === 'first';
  const labelledBy = props['aria-labelledby'];
  useEffect(() => {
    if (takeFocus) document.querySelector<HTMLElement>(`[role="grid"][aria-labelledby="${CSS.escape(labelledBy)}"]`)?.focus();
  }, [takeFocus, labelledBy]);
  if (module) return <RealTable ui={module} {...props} />;
  return <PlainTable {...props} onHover={() => activate(true)} onFocus={() => activate('first')} onPrefetch={prefetch} />;
}

function RealTable<K extends string, R extends { id: string }>({
  ui,
  columns,
  rows,
  cell,
  empty,
  ...table
}: DataTableProps<K, R> & { ui: TableModule }) {
  const { Table, TableHeader, Column, TableBody, Row, Cell } = ui;
  return (
    <Table {...table}>
      <TableHeader>
        {columns.map((column) => (
          <Column key={column.id} id={column.id} isRowHeader={column.isRowHeader} allowsSorting={column.allowsSorting}>
            {column.label}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => empty}>
        {(row) => (
          <Row id={row.id}>
            {columns.map((column) => (
              <Cell key={column.id}>{cell(row, column.id)}</Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const OPPOSITE = { ascending: 'descending', descending: 'ascending' } as const;

/** The markup the real table renders, closed to interaction (no react-aria). */
function PlainTable<K extends string, R extends { id: string }>({
  columns,
  rows,
  cell,
  empty,
  sortDescriptor,
  onSortChange,
  minWidth,
  onHover,
  onFocus,
  onPrefetch,
  ...table
}: DataTableProps<K, R> & { onHover: () => void; onFocus: () => void; onPrefetch: () => void }) {
  // A row is named by its row header cell, as react-aria names it.
  const idPrefix = useId();
  const rowHeader = columns.find((column) => column.isRowHeader)?.id;
  const headerId = (row: R) => `${idPrefix}-${row.id}`;
  const sort = (column: K) =>
    onSortChange?.({ column, direction: sortDescriptor?.column === column ? OPPOSITE[sortDescriptor.direction] : 'ascending' });
  return (
    <div className="ui-table-scroll" onPointerEnter={onHover} onPointerDown={onPrefetch}>
      <table
        className="ui-table"
        role="grid"
        tabIndex={0}
        aria-labelledby={table['aria-labelledby']}
        style={{ minWidth }}
        onFocus={onFocus}
      >
        <thead role="rowgroup" className="ui-table__header">
          <tr role="row">
            {columns.map((column, index) => {
              const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  tabIndex={-1}
                  aria-colindex={index + 1}
                  aria-sort={column.allowsSorting ? (direction ?? 'none') : undefined}
                  className="ui-table__column"
                  data-allows-sorting={column.allowsSorting || undefined}
                  data-sort-direction={direction}
                  onClick={column.allowsSorting ? () => sort(column.id) : undefined}
                >
                  <span className="ui-table__column-inner">
                    <span>{column.label}</span>
                    {column.allowsSorting && (
                      <span className={`ui-table__sort ui-table__sort--${direction ?? 'none'}`} aria-hidden="true">
                        <Icon name="chevronDown" size={14} />
                      </span>
                    )}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup" className="ui-table__body" data-empty={rows.length === 0 || undefined}>
          {rows.length === 0 ? (
            <tr role="row">
              <td role="rowheader" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                role="row"
                tabIndex={-1}
                className="ui-table__row"
                data-key={row.id}
                aria-labelledby={rowHeader ? headerId(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    id={column.id === rowHeader ? headerId(row) : undefined}
                    role={column.id === rowHeader ? 'rowheader' : 'gridcell'}
                    tabIndex={-1}
                    className="ui-table__cell"
                  >
                    {cell(row, column.id)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
