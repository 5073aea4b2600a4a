"use client";

import { Button } from "@/components/ui/button";
import { type SubmissionDetailItem, useApproveShareMutation } from "@/features/teaching/api/teaching-api";

/** The student allowed the take in the level's library: the teacher approves it or not. */
/** The level library: the teacher approves a take its student offered to share, or stops showing it. */
export function ShareApproval({ take }: { take: SubmissionDetailItem }) {
  const [approve, state] = useApproveShareMutation();
  if (take.status !== "reviewed" || take.sharing === "private") return null;
  const requested = take.sharing === "requested";
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5" data-testid="share-approval">
      <h2 className="text-xl font-bold">Biblioteca del nivel</h2>
      <p>
        {requested
          ? "El estudiante permite mostrar esta toma, con tus comentarios y tu respuesta, a los demás estudiantes del nivel («Lo que el profesor respondió a otros»)."
          : "Esta toma se muestra a los estudiantes del nivel en «Lo que el profesor respondió a otros»."}
      </p>
      <div className="flex flex-wrap gap-3">
        {requested ? (
          <Button size="sm" disabled={state.isLoading} onClick={() => void approve({ id: take.id, approved: true })}>
            Aprobar para la biblioteca
          </Button>
        ) : null}
        <Button variant="outline-dark" size="sm" disabled={state.isLoading} onClick={() => void approve({ id: take.id, approved: false })}>
          {requested ? "No mostrarla" : "Dejar de mostrarla"}
        </Button>
      </div>
    </section>
  );
}
