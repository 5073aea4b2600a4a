import type { ReactNode } from "react";
import { cx } from "@/lib/cx";
import { EmptyRow, SortTh, Table, Td, Th, Tr } from "@/components/ui/table";

/** One column of a back-office list: its header, how a row fills it, and its cell classes. */
export interface Column<T> {
  /** The header; a string for a sortable column. A column of row actions says "Acciones" (read, not shown). */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Classes of the column's body cells: width, wrapping, type. */
  className?: string;
  /** Numbers and row actions sit on the right, header included. */
  align?: "right";
  /** The header is visually hidden (a column of buttons). */
  hiddenHeader?: boolean;
  /** A sortable column: its direction and what a click does. */
  sort?: { direction: "ascending" | "descending" | "none"; onSort: () => void };
}

/**
 * A list of the back office as a table: one row per item, the first column sticky, and one
 * row that says why the list is empty (still loading, nothing matches, nothing yet).
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  empty,
  busy = false,
  className,
  footer,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** What the one row of an empty list says. */
  empty: ReactNode;
  busy?: boolean;
  /** The table's minimum width (default min-w-[52rem]). */
  className?: string;
  /** Rows after the items (a total). */
  footer?: ReactNode;
}) {
  return (
    <Table caption={caption} busy={busy} className={className}>
      <thead>
        <tr>
          {columns.map((column, index) =>
            column.sort ? (
              <SortTh key={column.header} sticky={index === 0} direction={column.sort.direction} onSort={column.sort.onSort}>
                {column.header}
              </SortTh>
            ) : (
              <Th key={column.header} sticky={index === 0} className={column.align === "right" ? "text-right" : undefined}>
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </Th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow columns={columns.length}>{empty}</EmptyRow>
        ) : (
          rows.map((row, rowIndex) => (
            <Tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <Td key={column.header} sticky={index === 0} className={cx(column.align === "right" && "text-right", column.className)}>
                  {column.cell(row, rowIndex)}
                </Td>
              ))}
            </Tr>
          ))
        )}
        {footer}
      </tbody>
    </Table>
  );
}
