/** «1:05» for 65.4 seconds: where a comment sits on the take. */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** A marker's place on the timeline, as a % of the take (clamped to it). */
export function markerPercent(at: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(100, Math.max(0, (at / duration) * 100));
}

export const STATUS_LABELS = { submitted: "Enviada", in_review: "En revisión", reviewed: "Respondida", withdrawn: "Retirada" } as const;
export const VERDICT_LABELS = { approved: "¡Aprobado!", retry: "Inténtalo de nuevo" } as const;
export const PROMISE_LABELS = { waiting: "A tiempo", due_soon: "Vence pronto", late: "Atrasada" } as const;
