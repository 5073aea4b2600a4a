"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/cx";
import { FilterInput, FilterPanel } from "@/components/ui/filter-field";

/** The search box of a list: what is searched now, and what a search asks for. */
export interface SearchBox {
  label: string;
  /** The search in force (from the page URL). */
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/**
 * The filters of a back-office list: a search box (sent with its button or Enter), the
 * list's own selects and dates under it, and "Limpiar filtros" while any is set.
 */
export function FilterBar({
  label,
  search,
  filtered = false,
  onClear,
  searchClassName,
  children,
  note,
}: {
  /** Names the region: "Buscar y filtrar pedidos". */
  label: string;
  search?: SearchBox;
  filtered?: boolean;
  onClear?: () => void;
  /** Width of the search row (a lone search box need not span a wide screen). */
  searchClassName?: string;
  /** The list's selects and dates, laid out by the list. */
  children?: ReactNode;
  /** A line under the filters ("Solo los pedidos del estudiante #4"). */
  note?: ReactNode;
}) {
  // Clearing empties the box too, even of a search typed and not sent.
  const [round, setRound] = useState(0);
  return (
    <FilterPanel label={label}>
      {search ? <SearchForm key={round} search={search} className={cx(children ? "mb-4" : undefined, searchClassName)} /> : null}
      {children}
      {note}
      {filtered && onClear ? (
        <button
          type="button"
          className="mt-3 text-sm font-semibold underline decoration-primary decoration-2 underline-offset-4"
          onClick={() => {
            setRound((value) => value + 1);
            onClear();
          }}
        >
          Limpiar filtros
        </button>
      ) : null}
    </FilterPanel>
  );
}

function SearchForm({ search, className }: { search: SearchBox; className?: string }) {
  const [draft, setDraft] = useState(search.value);
  // Back/forward, a link or "Limpiar filtros" change the search: the box shows it.
  const [shown, setShown] = useState(search.value);
  if (shown !== search.value) {
    setShown(search.value);
    setDraft(search.value);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={cx("flex flex-col gap-2 sm:flex-row sm:items-end", className)}>
      <FilterInput
        label={search.label}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={search.placeholder}
        maxLength={search.maxLength ?? 100}
        className="flex-1"
      />
      <Button type="submit" variant="dark">
        Buscar
      </Button>
    </form>
  );
}
