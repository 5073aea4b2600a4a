import { cx } from "@/lib/cx";

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A small group of pill buttons where one is chosen (a view or a filter). Each button says
 * whether it is the chosen one with aria-pressed; the group is named by `label`.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cx("inline-flex rounded-full bg-neutral-100 p-1", className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="min-h-10 rounded-full px-4 text-sm font-semibold text-neutral-700 transition-colors aria-pressed:bg-white aria-pressed:text-secondary aria-pressed:shadow"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
