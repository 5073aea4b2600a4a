"use client";

import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { TextAreaField } from "@/components/ui/form-field";
import { cx } from "@/lib/cx";
import { ArrowDownIcon, ArrowUpIcon } from "@/features/admin/components/admin-icons";
import { dangerButtonClasses } from "@/features/admin/utils/danger-button";
import type { z } from "zod";
import { MAX_OPTIONS, draftKey, setKind, toggleCorrect, type exerciseSchema, type ExerciseDraft, type QuestionDraft } from "@/features/admin/utils/exercise-form";

type ExerciseForm = UseFormReturn<ExerciseDraft, unknown, z.output<typeof exerciseSchema>>;

const KINDS = [
  ["single", "Una respuesta correcta"],
  ["multiple", "Varias respuestas correctas"],
] as const;

const iconButton = "inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30";

/** One question of the exercise editor: its prompt, kind, options (marking the correct ones) and explanation. */
export function QuestionEditor({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: ExerciseForm;
  index: number;
  count: number;
  onMove: (direction: "up" | "down") => void;
  onRemove: () => void;
}) {
  const name = `questions.${index}` as const;
  const options = useFieldArray({ control: form.control, name: `${name}.options` });
  const question = form.watch(name);
  const errors = form.formState.errors.questions?.[index];
  const optionsError = errors?.options?.root?.message ?? errors?.options?.message;
  const number = index + 1;
  const errorId = `${question.key}-options-error`;

  // Which options are correct is the question's rule (one only, or several): set all at once.
  const setCorrectness = (next: QuestionDraft) =>
    next.options.forEach((option, o) => form.setValue(`${name}.options.${o}.isCorrect`, option.isCorrect, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }));

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
        <TextAreaField label={`Enunciado de la pregunta ${number}`} required rows={2} maxLength={2000} error={errors?.prompt?.message} {...form.register(`${name}.prompt`)} />
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={`Tipo de la pregunta ${number}`}>
          {KINDS.map(([kind, label]) => (
            <label
              key={kind}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-xl border border-neutral-300 px-3 text-sm font-semibold has-[:checked]:border-secondary has-[:checked]:bg-primary-light/70 has-[:focus-visible]:outline-2"
            >
              <input
                type="radio"
                name={`${question.key}-kind`}
                checked={question.kind === kind}
                onChange={() => {
                  form.setValue(`${name}.kind`, kind, { shouldDirty: true });
                  setCorrectness(setKind(question, kind));
                }}
                className="size-4 accent-secondary"
              />
              {label}
            </label>
          ))}
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={optionsError ? errorId : undefined}>
          <legend className="mb-1 text-sm font-semibold">Opciones (marca {question.kind === "single" ? "la correcta" : "las correctas"})</legend>
          <ul className="flex flex-col gap-2">
            {options.fields.map((field, o) => {
              const option = question.options[o];
              const error = errors?.options?.[o]?.text?.message;
              const inputId = `${field.id}-text`;
              return (
                <li key={field.id} className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <label className="flex shrink-0 items-center gap-1.5 text-sm" title="Respuesta correcta">
                      <input
                        type={question.kind === "single" ? "radio" : "checkbox"}
                        name={`${question.key}-correct`}
                        checked={option?.isCorrect ?? false}
                        onChange={() => setCorrectness(toggleCorrect(question, o))}
                        className="size-5 accent-success"
                      />
                      <span className="sr-only">Opción {o + 1} correcta</span>
                    </label>
                    <label htmlFor={inputId} className="sr-only">
                      Texto de la opción {o + 1} de la pregunta {number}
                    </label>
                    <input
                      id={inputId}
                      placeholder={`Opción ${o + 1}`}
                      maxLength={500}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={cx(
                        "min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary",
                        error ? "border-error" : option?.isCorrect ? "border-success" : "border-neutral-400",
                      )}
                      {...form.register(`${name}.options.${o}.text`)}
                    />
                    <button
                      type="button"
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-lg hover:bg-neutral-100 disabled:opacity-30"
                      disabled={options.fields.length <= 2}
                      onClick={() => {
                        // A single-choice question must keep a correct option.
                        const keepCorrect = question.kind === "single" && option?.isCorrect;
                        options.remove(o);
                        if (keepCorrect) form.setValue(`${name}.options.0.isCorrect`, true);
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
            <p id={errorId} className="text-sm font-medium text-error">
              {optionsError}
            </p>
          ) : null}
          {options.fields.length < MAX_OPTIONS ? (
            <button
              type="button"
              className="self-start text-sm font-semibold underline decoration-primary decoration-2 underline-offset-4"
              onClick={() => options.append({ key: draftKey(), text: "", isCorrect: false })}
            >
              Añadir opción
            </button>
          ) : null}
        </fieldset>
        <TextAreaField
          label={`Explicación de la pregunta ${number}`}
          rows={2}
          hint="Se muestra al estudiante después de responder."
          error={errors?.explanation?.message}
          {...form.register(`${name}.explanation`)}
        />
      </fieldset>
    </li>
  );
}
