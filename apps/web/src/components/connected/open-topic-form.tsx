"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/form-field";
import { errorItemsFrom } from "@/lib/http-errors";
import { toast } from "@/lib/toasts";
import { useLevelTopicTitlesQuery, useOpenForStudentMutation } from "@/store/progression-api";

const WHOLE_LEVEL = "nivel";

/**
 * «Abrir un tema»: opens a topic (or the whole level) for one student past the level's rule
 * (issue 40). The reason is required: the student reads it in the bell and the e-mail, and the
 * audit log keeps it. The admin uses it on the student's page, the course's teacher on a review.
 */
export function OpenTopicForm({
  studentId,
  studentName,
  as,
  levels,
  initialLevelId,
  onDone,
}: {
  studentId: number;
  studentName: string;
  as: "admin" | "teacher";
  /** The levels to choose from (one: no level picker). */
  levels: { id: number; label: string }[];
  initialLevelId?: number;
  onDone?: () => void;
}) {
  const [levelId, setLevelId] = useState<number | null>(initialLevelId ?? (levels.length === 1 ? levels[0]!.id : null));
  const [topic, setTopic] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ level?: string; topic?: string; reason?: string; form?: string }>({});
  const topics = useLevelTopicTitlesQuery(levelId ?? 0, { skip: levelId === null });
  const [open, opening] = useOpenForStudentMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (levelId === null) found.level = "Elige el nivel.";
    if (!topic) found.topic = "Elige el tema, o todo el nivel.";
    if (reason.trim().length < 3) found.reason = "Escribe el motivo (al menos 3 caracteres): el estudiante lo lee en el aviso.";
    setErrors(found);
    if (Object.keys(found).length > 0 || levelId === null) return;
    const result = await open({ studentId, as, levelId, themeId: topic === WHOLE_LEVEL ? null : Number(topic), reason: reason.trim() });
    if ("error" in result) {
      setErrors({ form: errorItemsFrom(result.error)[0]?.error.message ?? "No pudimos abrir el tema. Inténtalo de nuevo." });
      return;
    }
    const title = topic === WHOLE_LEVEL ? "todo el nivel" : `«${topics.data?.find((t) => t.id === Number(topic))?.title ?? "el tema"}»`;
    toast.success(`Abriste ${title} para ${studentName}. Se le avisó con tu motivo.`);
    setTopic("");
    setReason("");
    onDone?.();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="open-topic-form">
      {levels.length > 1 ? (
        <SelectField
          label="Nivel"
          required
          placeholder="Elige el nivel"
          options={levels.map((l) => ({ value: String(l.id), label: l.label }))}
          value={levelId === null ? "" : String(levelId)}
          error={errors.level}
          onChange={(e) => {
            setLevelId(e.target.value ? Number(e.target.value) : null);
            setTopic("");
          }}
        />
      ) : null}
      <SelectField
        label="Qué abrir"
        required
        placeholder={levelId === null ? "Elige primero el nivel" : topics.isLoading ? "Cargando temas…" : "Elige el tema"}
        options={[{ value: WHOLE_LEVEL, label: "Todo el nivel (todos sus temas)" }, ...(topics.data ?? []).map((t) => ({ value: String(t.id), label: t.title }))]}
        value={topic}
        disabled={levelId === null}
        error={errors.topic}
        onChange={(e) => setTopic(e.target.value)}
      />
      <TextAreaField
        label="Motivo"
        required
        rows={2}
        maxLength={500}
        hint="El estudiante lo lee en el aviso y en el correo; queda en la auditoría."
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {errors.form ? (
        <p role="alert" className="font-semibold text-error">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="dark" disabled={opening.isLoading} aria-busy={opening.isLoading}>
          {opening.isLoading ? "Abriendo…" : "Abrir para el estudiante"}
        </Button>
      </div>
    </form>
  );
}
