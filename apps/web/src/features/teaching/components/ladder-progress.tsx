import type { AssignmentItem } from "@/features/teaching/api/teaching-api";

/** «Vas en 88 BPM · sigue 92 BPM», from the saved metronome takes since the task was assigned. */
export function LadderProgress({ assignment }: { assignment: AssignmentItem }) {
  const p = assignment.progress;
  if (!p) return null;
  const span = (assignment.tempoTo ?? 0) - (assignment.tempoFrom ?? 0);
  const percent = p.done ? 100 : p.reachedBpm === null || span <= 0 ? 0 : Math.round(((p.reachedBpm - (assignment.tempoFrom ?? 0)) / span) * 100);
  const text = p.done ? "¡Escalera completa!" : p.reachedBpm === null ? `Empieza en ${p.nextBpm} BPM` : `Vas en ${p.reachedBpm} BPM · sigue ${p.nextBpm} BPM`;
  return (
    <div className="flex flex-col gap-1" data-testid="ladder-progress">
      <div className="h-2 overflow-hidden rounded-full bg-white" role="progressbar" aria-label="Avance de la escalera de tempo" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-semibold">{text}</p>
    </div>
  );
}
