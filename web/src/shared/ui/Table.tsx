import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type CellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';
import { Icon } from './Icon';
import './data.css';

export interface TableProps extends Omit<AriaTableProps, 'className'> {
  /** Wide tables scroll inside their own box instead of widening the page on small screens. */
  minWidth?: number;
}

/** Needs an aria-label or aria-labelledby; rows are navigable with the arrow keys. */
export function Table({ minWidth, style, ...props }: TableProps) {
  return (
    <div className="ui-table-scroll">
      <AriaTable {...props} className="ui-table" style={{ minWidth, ...(typeof style === 'object' ? style : {}) }} />
    </div>
  );
}

export function TableHeader<T extends object>(props: Omit<TableHeaderProps<T>, 'className'>) {
  return <AriaTableHeader {...props} className="ui-table__header" />;
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'children'> {
  children: ReactNode;
}

export function Column({ children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className="ui-table__column">
      {({ allowsSorting, sortDirection }) => (
        <span className="ui-table__column-inner">
          <span>{children}</span>
          {allowsSorting && (
            <span className={`ui-table__sort ui-table__sort--${sortDirection ?? 'none'}`} aria-hidden="true">
              <Icon name="chevronDown" size={14} />
            </span>
          )}
        </span>
      )}
    </AriaColumn>
  );
}

export function TableBody<T extends object>(props: Omit<TableBodyProps<T>, 'className'>) {
  return <AriaTableBody {...props} className="ui-table__body" />;
}

export function Row<T extends object>(props: Omit<RowProps<T>, 'className'>) {
  return <AriaRow {...props} className="ui-table__row" />;
}

export function Cell(props: Omit<CellProps, 'className'>) {
  return <AriaCell {...props} className="ui-table__cell" />;
}
