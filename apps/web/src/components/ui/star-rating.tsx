import { StarIcon } from "@/components/ui/icons";
import { formatDecimal } from "@/lib/academy-format";
import { cx } from "@/lib/cx";

/** "4,5" — one decimal, Spanish comma. */
export function formatAverage(average: number): string {
  return formatDecimal(average, 1, { fixed: true });
}

/** Read-only stars for an average (half stars rounded to the nearest whole star). */
export function StarRating({ value, className, size = "size-4" }: { value: number; className?: string; size?: string }) {
  const full = Math.round(value);
  return (
    <span className={cx("inline-flex items-center gap-0.5", className)} role="img" aria-label={`${formatAverage(value)} de 5 estrellas`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= full} className={cx(size, star <= full ? "text-primary" : "text-neutral-300")} />
      ))}
    </span>
  );
}
