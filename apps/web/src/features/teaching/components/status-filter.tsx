import type { SubmissionStatus } from "@fz/contracts/teaching";
import { STATUS_LABELS } from "@/features/teaching/utils/timecode";

/**
 * «Estado»: the takes' status filter of «Mis revisiones» and the teacher's queue. `first` is the
 * list's own first choice (every take, or those waiting for an answer), then each status.
 */
export function StatusFilter<First extends string>({
  value,
  first,
  onChange,
  testId,
}: {
  value: SubmissionStatus | First;
  first: { value: First; label: string };
  onChange: (value: SubmissionStatus | First) => void;
  testId?: string;
}) {
  const statuses: SubmissionStatus[] = ["submitted", "in_review", "reviewed"];
  return (
    <label className="flex items-center gap-2 font-semibold">
      Estado
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as SubmissionStatus | First)}
        className="min-h-11 rounded-xl border border-neutral-300 px-3"
        data-testid={testId}
      >
        <option value={first.value}>{first.label}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </label>
  );
}
