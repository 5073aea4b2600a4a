import { cx } from "@/lib/cx";

/** A labelled completion bar (0–100). */
export function ProgressBar({
  value,
  label,
  className,
  tone = "primary",
  size = "md",
}: {
  value: number;
  /** Accessible name, e.g. "Avance del nivel Básico". */
  label: string;
  className?: string;
  tone?: "primary" | "success";
  size?: "sm" | "md";
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped} %`}
      className={cx("w-full overflow-hidden rounded-full bg-neutral-200", size === "sm" ? "h-1.5" : "h-2.5", className)}
    >
      <div
        className={cx("h-full rounded-full transition-[width] duration-500", tone === "success" ? "bg-success" : "bg-primary")}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
