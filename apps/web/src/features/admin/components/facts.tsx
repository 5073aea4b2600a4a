import type { ReactNode } from "react";

/** A record's facts as a grid of label and value (a student's profile, an order, an e-mail). */
export function Facts({ children, className = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4" }: { children: ReactNode; className?: string }) {
  return <dl className={className}>{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}
