"use client";

import { OpenTopicForm } from "@/components/connected/open-topic-form";
import type { SubmissionDetailItem } from "@/features/teaching/api/teaching-api";

/**
 * On a take's review: the teacher opens a topic of this level for the student past its rule
 * (issue 40) — they already play it, or come back after a pause — with the reason they read.
 */
export function OpenTopicCard({ take }: { take: SubmissionDetailItem }) {
  return (
    <section aria-labelledby="abrir-tema" className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5">
      <h2 id="abrir-tema" className="text-xl font-bold">
        Abrir un tema a {take.student.name}
      </h2>
      <p className="text-sm text-neutral-700">
        Si el nivel {take.level.title} va paso a paso o por fechas, puedes abrirle un tema (o todo el nivel) sin esperar a que cumpla lo que pide.
      </p>
      <OpenTopicForm studentId={take.student.id} studentName={take.student.name} as="teacher" levels={[{ id: take.level.id, label: take.level.title }]} />
    </section>
  );
}
