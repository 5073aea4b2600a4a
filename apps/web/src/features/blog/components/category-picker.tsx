"use client";

import Link from "next/link";
import type { AdminCategory } from "@/features/blog/api/blog-admin-api";

/** Multi-select of categories as checkboxes: every choice visible, keyboard friendly. */
export function CategoryPicker({
  categories,
  selected,
  onChange,
  error,
}: {
  /** Undefined while they are read. */
  categories: AdminCategory[] | undefined;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4" aria-describedby={error ? "categorias-error" : undefined}>
      <legend className="px-1 text-sm font-semibold">Categorías</legend>
      {categories === undefined ? (
        <p className="text-sm text-neutral-700" role="status">
          Cargando categorías…
        </p>
      ) : categories.length === 0 ? (
        <p className="text-sm text-neutral-700">
          Aún no hay categorías.{" "}
          <Link href="/admin/blog/categorias" className="font-semibold underline">
            Crea la primera
          </Link>
          .
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-neutral-300 px-4 font-medium has-[:checked]:border-secondary has-[:checked]:bg-secondary has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={selected.includes(category.id)}
                  onChange={() => toggle(category.id)}
                  // A refused save focuses the first box (the form looks for aria-invalid) and reads the message.
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "categorias-error" : undefined}
                />
                {category.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id="categorias-error" className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
