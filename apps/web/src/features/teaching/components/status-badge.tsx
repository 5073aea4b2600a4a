import type { SubmissionItem } from "@/features/teaching/api/teaching-api";
import { PROMISE_LABELS, STATUS_LABELS, VERDICT_LABELS } from "@/features/teaching/utils/timecode";
import { cx } from "@/lib/cx";

/** «Enviada», «En revisión», «Respondida · ¡Aprobado!»… */
export function StatusBadge({ take }: { take: Pick<SubmissionItem, "status" | "verdict"> }) {
  const tone =
    take.status === "reviewed" ? (take.verdict === "approved" ? "bg-success/15 text-success-ink" : "bg-primary-light text-primary-ink") : take.status === "withdrawn" ? "bg-neutral-100 text-neutral-600" : "bg-secondary/10 text-secondary";
  return (
    <span className={cx("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold", tone)} data-testid="take-status">
      {STATUS_LABELS[take.status]}
      {take.verdict ? ` · ${VERDICT_LABELS[take.verdict]}` : ""}
    </span>
  );
}

/** The 48-hour promise, for takes still waiting. */
export function PromiseBadge({ take }: { take: Pick<SubmissionItem, "promise" | "waitingHours"> }) {
  if (!take.promise) return null;
  const tone = take.promise === "late" ? "bg-error/10 text-error" : take.promise === "due_soon" ? "bg-primary-light text-primary-ink" : "bg-neutral-100 text-neutral-700";
  const hours = Math.floor(take.waitingHours);
  return <span className={cx("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold", tone)}>{`${PROMISE_LABELS[take.promise]} · ${hours} h esperando`}</span>;
}
