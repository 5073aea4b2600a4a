"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { cx } from "@/lib/cx";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import { useAppRouter } from "@/store/use-app-router";
import {
  createExercise,
  deleteExercise,
  getExercise,
  getLevel,
  updateExercise,
  type AdminExerciseItem,
  type AdminLevelItem,
} from "@/features/admin/api/catalogue-api";
import { dangerButtonClasses } from "@/features/admin/components/danger-button";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { useResource } from "@/features/admin/components/use-resource";
import {
  MAX_OPTIONS,
  draftKey,
  draftOfExercise,
  emptyExercise,
  emptyQuestion,
  setKind,
  toggleCorrect,
  validateExercise,
  type ExerciseDraft,
  type ExerciseErrors,
  type QuestionDraft,
} from "@/features/admin/store/exercise-form";
import { moveByStep } from "@/features/admin/store/reorder";

function QuestionEditor({
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: ExerciseErrors;
  onChange: (question: QuestionDraft) => void;
  onMove: (direction: "up" | "down") => void;
  onRemove: () => void;
}) {
  const prefix = `q${index}`;
  const number = index + 1;
  const optionsError = errors[`${prefix}.options`];
  const iconButton = "inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30";
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-5">
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">Pregunta {number}</legend>
        <div className="flex items-center justify-between gap-2">
          <p className="font-extrabold" aria-hidden="true">
            Pregunta {number}
          </p>
          <div className="flex items-center gap-1">
            <button type="button" className={iconButton} disabled={index === 0} onClick={() => onMove("up")} aria-label={`Subir la pregunta ${number}`}>
              <ArrowUpIcon className="size-4" />
            </button>
            <button type="button" className={iconButton} disabled={index === count - 1} onClick={() => onMove("down")} aria-label={`Bajar la pregunta ${number}`}>
              <ArrowDownIcon className="size-4" />
            </button>
            <button type="button" className={dangerButtonClasses("sm", "ml-1 border-transparent")} disabled={count === 1} onClick={onRemove} aria-label={`Quitar la pregunta ${number}`}>
              Quitar
            </button>
          </div>
        </div>
        <TextAreaField label={`Enunciado de la pregunta ${number}`} required rows={2} value={question.prompt} onChange={(event) => onChange({ ...question, prompt: event.target.value })} error={errors[`${prefix}.prompt`]} maxLength={2000} />
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={`Tipo de la pregunta ${number}`}>
          {(
            [
              ["single", "Una respuesta correcta"],
              ["multiple", "Varias respuestas correctas"],
            ] as const
          ).map(([kind, label]) => (
            <label
              key={kind}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-xl border border-neutral-300 px-3 text-sm font-semibold has-[:checked]:border-secondary has-[:checked]:bg-primary-light/70 has-[:focus-visible]:outline-2"
            >
              <input type="radio" name={`${question.key}-kind`} checked={question.kind === kind} onChange={() => onChange(setKind(question, kind))} className="size-4 accent-secondary" />
              {label}
            </label>
          ))}
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={optionsError ? `${question.key}-options-error` : undefined}>
          <legend className="mb-1 text-sm font-semibold">Opciones (marca {question.kind === "single" ? "la correcta" : "las correctas"})</legend>
          <ul className="flex flex-col gap-2">
            {question.options.map((option, o) => {
              const error = errors[`${prefix}.o${o}`];
              const inputId = `${option.key}-text`;
              return (
                <li key={option.key} className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <label className="flex shrink-0 items-center gap-1.5 text-sm" title="Respuesta correcta">
                      <input
                        type={question.kind === "single" ? "radio" : "checkbox"}
                        name={`${question.key}-correct`}
                        checked={option.isCorrect}
                        onChange={() => onChange(toggleCorrect(question, o))}
                        className="size-5 accent-success"
                      />
                      <span className="sr-only">Opción {o + 1} correcta</span>
                    </label>
                    <label htmlFor={inputId} className="sr-only">
                      Texto de la opción {o + 1} de la pregunta {number}
                    </label>
                    <input
                      id={inputId}
                      value={option.text}
                      onChange={(event) => onChange({ ...question, options: question.options.map((item, i) => (i === o ? { ...item, text: event.target.value } : item)) })}
                      placeholder={`Opción ${o + 1}`}
                      maxLength={500}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={cx(
                        "min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary",
                        error ? "border-error" : option.isCorrect ? "border-success" : "border-neutral-400",
                      )}
                    />
                    <button
                      type="button"
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-lg hover:bg-neutral-100 disabled:opacity-30"
                      disabled={question.options.length <= 2}
                      onClick={() => {
                        const options = question.options.filter((_, i) => i !== o);
                        // A single-choice question must keep a correct option.
                        if (question.kind === "single" && option.isCorrect && options[0]) options[0] = { ...options[0], isCorrect: true };
                        onChange({ ...question, options });
                      }}
                      aria-label={`Quitar la opción ${o + 1}`}
                    >
                      ×
                    </button>
                  </div>
                  {error ? (
                    <p id={`${inputId}-error`} className="pl-9 text-sm font-medium text-error">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {optionsError ? (
            <p id={`${question.key}-options-error`} className="text-sm font-medium text-error">
              {optionsError}
            </p>
          ) : null}
          {question.options.length < MAX_OPTIONS ? (
            <button
              type="button"
              className="self-start text-sm font-semibold underline decoration-primary decoration-2 underline-offset-4"
              onClick={() => onChange({ ...question, options: [...question.options, { key: draftKey(), text: "", isCorrect: false }] })}
            >
              Añadir opción
            </button>
          ) : null}
        </fieldset>
        <TextAreaField
          label={`Explicación de la pregunta ${number}`}
          rows={2}
          value={question.explanation}
          onChange={(event) => onChange({ ...question, explanation: event.target.value })}
          error={errors[`${prefix}.explanation`]}
          hint="Se muestra al estudiante después de responder."
        />
      </fieldset>
    </li>
  );
}

function ExerciseForm({ level, exercise }: { level: AdminLevelItem; exercise: AdminExerciseItem | null }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const [draft, setDraft] = useState<ExerciseDraft>(() => (exercise ? draftOfExercise(exercise) : emptyExercise()));
  const [errors, setErrors] = useState<ExerciseErrors>({});
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const levelPath = `/admin/catalogo/niveles/${level.id}`;

  const setQuestion = (index: number, question: QuestionDraft) =>
    setDraft((current) => ({ ...current, questions: current.questions.map((item, i) => (i === index ? question : item)) }));

  const save = async () => {
    const result = validateExercise(draft);
    if ("errors" in result) {
      setErrors(result.errors);
      toast.error("Revisa los campos marcados");
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (exercise) {
        const saved = await updateExercise(level.id, exercise.id, result.body);
        setDraft(draftOfExercise(saved));
        toast.success("Ejercicio guardado");
      } else {
        const created = await createExercise(level.id, result.body);
        toast.success(`Ejercicio «${created.title}» creado`);
        router.push(levelPath);
      }
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!exercise) return;
    setSaving(true);
    try {
      await deleteExercise(level.id, exercise.id);
      toast.success(`Ejercicio «${exercise.title}» eliminado`);
      router.push(levelPath);
    } catch (error) {
      dispatch(reportError(error));
      setSaving(false);
      setConfirmDelete(false);
    }
  };

  const title = exercise ? exercise.title : "Nuevo ejercicio";
  return (
    <>
      <AdminPageHeader
        title={title}
        crumbs={[
          { label: "Catálogo", href: "/admin/catalogo" },
          { label: level.course.title, href: `/admin/catalogo/cursos/${level.course.id}` },
          { label: level.title, href: levelPath },
          { label: title },
        ]}
        description={exercise ? "Al guardar, las preguntas reemplazan a las anteriores." : `Un cuestionario del nivel ${level.title}.`}
        actions={
          exercise ? (
            <button type="button" className={dangerButtonClasses()} onClick={() => setConfirmDelete(true)} disabled={saving}>
              Eliminar ejercicio
            </button>
          ) : null
        }
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6">
          <div className="grid gap-5 md:grid-cols-[1fr_12rem]">
            <TextField label="Título" required value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} error={errors.title} maxLength={200} />
            <TextField
              label="Nota mínima (%)"
              required
              inputMode="numeric"
              value={draft.passMark}
              onChange={(event) => setDraft({ ...draft, passMark: event.target.value })}
              error={errors.passMark}
            />
          </div>
          <TextAreaField label="Descripción" rows={2} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} error={errors.description} />
        </div>

        <section aria-labelledby="preguntas-titulo" className="flex flex-col gap-4">
          <h2 id="preguntas-titulo" className="text-xl font-extrabold">
            Preguntas ({draft.questions.length})
          </h2>
          {errors.questions ? <p className="font-medium text-error">{errors.questions}</p> : null}
          <ol className="flex flex-col gap-4">
            {draft.questions.map((question, index) => (
              <QuestionEditor
                key={question.key}
                question={question}
                index={index}
                count={draft.questions.length}
                errors={errors}
                onChange={(next) => setQuestion(index, next)}
                onMove={(direction) => setDraft((current) => ({ ...current, questions: moveByStep(current.questions, index, direction) }))}
                onRemove={() => setDraft((current) => ({ ...current, questions: current.questions.filter((_, i) => i !== index) }))}
              />
            ))}
          </ol>
          <Button variant="outline-dark" className="self-start" onClick={() => setDraft((current) => ({ ...current, questions: [...current.questions, emptyQuestion()] }))}>
            <PlusIcon className="size-4" />
            Añadir pregunta
          </Button>
        </section>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="dark" disabled={saving} aria-busy={saving}>
            {saving ? "Guardando…" : exercise ? "Guardar ejercicio" : "Crear ejercicio"}
          </Button>
          <Link href={levelPath} className={buttonClasses("outline-dark")}>
            Volver al nivel
          </Link>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar este ejercicio?"
        confirmLabel="Sí, eliminar"
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        «{exercise?.title}» y sus preguntas desaparecerán del nivel. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </>
  );
}

/** `/admin/catalogo/niveles/<id>/ejercicios/nuevo` and `/admin/catalogo/niveles/<id>/ejercicios/<exerciseId>`. */
export function ExerciseFormPage({ levelId, exerciseId }: { levelId: number; exerciseId: number | null }) {
  const resource = useResource(`admin-exercise-${levelId}-${exerciseId ?? "nuevo"}`, async (signal) => {
    const [level, exercise] = await Promise.all([getLevel(levelId, signal), exerciseId === null ? Promise.resolve(null) : getExercise(levelId, exerciseId, signal)]);
    return { level, exercise };
  });
  if (!resource.data) {
    if (resource.failure === 404) return <ProblemPanel title="Ejercicio no encontrado" message="No existe ese nivel o ese ejercicio." back={{ href: `/admin/catalogo/niveles/${levelId}`, label: "Volver al nivel" }} />;
    if (resource.failure !== null) return <ProblemPanel title="No pudimos cargar el ejercicio" message="Revisa tu conexión e inténtalo de nuevo." onRetry={resource.reload} />;
    return <LoadingPanel message="Cargando ejercicio…" />;
  }
  return <ExerciseForm key={resource.data.exercise?.id ?? "nuevo"} level={resource.data.level} exercise={resource.data.exercise} />;
}
