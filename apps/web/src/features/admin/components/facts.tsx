import type { ReactNode } from "react";

/** A record's facts as a grid of label and value (a student's profile, an order, an e-mail). */
export function Facts({ children, className = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4" }: { children: ReactNode; className?: string }) {
  return <dl className={className}>{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A value with no place to break (a provider's reference, an e-mail) wraps anywhere rather
    // than widening the grid past a 360 px screen.
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="font-semibold wrap-anywhere">{children}</dd>
    </div>
  );
}
