import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { cx } from "@/lib/cx";

/**
 * Compact controls for a list's filter bar. Unlike the form fields they never say
 * "Opcional": every filter is.
 */
const control =
  "block min-h-11 w-full rounded-lg border border-neutral-400 bg-white px-3 text-base text-secondary focus:outline-2 focus:outline-offset-1 focus:outline-secondary sm:text-sm";

export function FilterInput({ label, className, error, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={cx("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(control, error && "border-error")}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FilterSelect({
  label,
  options,
  className,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & { label: string; options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className={cx("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} className={control} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The grey panel the filters sit in. */
export function FilterPanel({ children, label = "Filtros" }: { children: ReactNode; label?: string }) {
  return (
    <section aria-label={label} className="mb-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
      {children}
    </section>
  );
}
