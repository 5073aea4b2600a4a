import { cx } from "@/lib/cx";

/** Decorative: the surrounding text or status role says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-block size-10 animate-spin rounded-full border-4 border-primary border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]",
        className,
      )}
    />
  );
}
