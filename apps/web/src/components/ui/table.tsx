import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "@/lib/cx";
import { SortIcon } from "@/components/ui/icons";

/**
 * The back office's tables: full tables on a laptop, a horizontal scroll container on a
 * tablet or phone (the first column stays in view), never squeezed columns. The scroll
 * container is focusable so it can be scrolled from the keyboard.
 */
export function Table({
  caption,
  children,
  busy = false,
  className,
}: {
  /** What the table lists; read by screen readers and used to name the scroll region. */
  caption: string;
  children: ReactNode;
  busy?: boolean;
  /** The table's minimum width (default min-w-[52rem]). */
  className?: string;
}) {
  return (
    // `relative`: a visually hidden header (an absolute `sr-only` span) then scrolls with the
    // table instead of widening the page on a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-neutral-200 focus-visible:outline-secondary">
      <table aria-busy={busy || undefined} className={cx("w-full border-collapse text-left text-sm", className ?? "min-w-[52rem]", busy && "opacity-60")}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

const headClasses = "border-b border-neutral-200 bg-neutral-50 px-3 py-3 text-xs font-bold tracking-wide whitespace-nowrap text-neutral-700 uppercase";

/** The first column sticks to the left edge while the rest scrolls. */
const stickyClasses = "sticky left-0 z-[1] bg-inherit";

export function Th({ children, className, sticky = false, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { sticky?: boolean }) {
  return (
    <th scope="col" className={cx(headClasses, sticky && cx(stickyClasses, "bg-neutral-50"), className)} {...props}>
      {children}
    </th>
  );
}

/** A header that sorts its column: a button inside, `aria-sort` on the cell. */
export function SortTh({
  children,
  direction,
  onSort,
  sticky = false,
  className,
}: {
  children: string;
  direction: "ascending" | "descending" | "none";
  onSort: () => void;
  sticky?: boolean;
  className?: string;
}) {
  const hint = direction === "ascending" ? "orden ascendente" : direction === "descending" ? "orden descendente" : "sin ordenar";
  return (
    <th scope="col" aria-sort={direction} className={cx(headClasses, "p-0", sticky && cx(stickyClasses, "bg-neutral-50"), className)}>
      <button
        type="button"
        onClick={onSort}
        title={`Ordenar por ${children.toLowerCase()} (${hint})`}
        className={cx(
          "inline-flex min-h-11 w-full items-center gap-1 px-3 py-3 text-left font-bold tracking-wide uppercase hover:bg-neutral-100",
          direction !== "none" && "text-secondary",
        )}
      >
        {children}
        <SortIcon direction={direction} className="size-4 shrink-0" />
      </button>
    </th>
  );
}

export function Td({ children, className, sticky = false, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { sticky?: boolean }) {
  return (
    <td className={cx("border-b border-neutral-100 px-3 py-3 align-top", sticky && stickyClasses, className)} {...props}>
      {children}
    </td>
  );
}

/** A row of a table body: white, tinted on hover (the sticky cell follows its background). */
export function Tr({ children, className }: { children: ReactNode; className?: string }) {
  return <tr className={cx("bg-white hover:bg-neutral-50", className)}>{children}</tr>;
}

/** The one row of an empty table. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-10 text-center text-neutral-600">
        {children}
      </td>
    </tr>
  );
}
