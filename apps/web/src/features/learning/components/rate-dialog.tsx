"use client";

import { RATE_COMMENT_MAX, rateRequest } from "@fz/contracts/learning";
import { useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { CloseIcon, StarIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/cx";
import { useZodForm } from "@/lib/forms";

const SCORE_WORDS = ["", "Malo", "Regular", "Bueno", "Muy bueno", "Excelente"];

/** The contract's rating, with the stars as the radio group gives them and the dialog's words. */
const rateForm = rateRequest.extend({
  score: z.coerce
    .number()
    .int({ error: "Elige de 1 a 5 estrellas." })
    .min(1, { error: "Elige de 1 a 5 estrellas." })
    .max(5, { error: "Elige de 1 a 5 estrellas." }),
});

/**
 * Rating a level: 1–5 stars and an optional comment, in a modal <dialog> (focus stays
 * inside, Escape closes it). Used when the API asks for a rating and from the level page.
 */
export function RateDialog({
  open,
  levelTitle,
  initialScore = 0,
  initialComment = "",
  dismissLabel = "Ahora no",
  onSubmit,
  onDismiss,
}: {
  open: boolean;
  levelTitle: string;
  initialScore?: number;
  initialComment?: string;
  dismissLabel?: string;
  /** Resolves true when the rating was saved (the dialog then closes). */
  onSubmit: (score: number, comment: string) => Promise<boolean>;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), comment: useId(), hint: useId() };
  const [hover, setHover] = useState(0);
  const form = useZodForm(rateForm, { defaultValues: { score: initialScore || undefined, comment: initialComment } });
  const { reset } = form;
  const score = Number(form.watch("score") ?? 0) || 0;
  const comment = String(form.watch("comment") ?? "");
  const { errors, isSubmitting: sending } = form.formState;
  const error = errors.score?.message ?? errors.root?.message ?? null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      reset({ score: initialScore || undefined, comment: initialComment });
      // happy-dom and old browsers lack showModal: fall back to a plain open dialog.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialScore, initialComment, reset]);

  const submit = form.handleSubmit(async (rating) => {
    const saved = await onSubmit(rating.score, rating.comment ?? "");
    if (!saved) form.setError("root", { message: "No se pudo guardar tu calificación. Inténtalo de nuevo." });
  });

  const shown = hover || score;

  return (
    <dialog
      ref={ref}
      aria-labelledby={ids.title}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl p-0 text-secondary shadow-2xl backdrop:bg-black/60"
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-bold text-primary-ink">Tu opinión nos ayuda</p>
            <h2 id={ids.title} className="mt-1 text-2xl font-extrabold">
              ¿Qué te pareció el nivel {levelTitle}?
            </h2>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
            aria-label="Cerrar"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold">Calificación</legend>
          <div className="mt-2 flex items-center gap-1" onMouseLeave={() => setHover(0)}>
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                onMouseEnter={() => setHover(value)}
                className="relative inline-flex size-12 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-secondary"
              >
                <input
                  type="radio"
                  value={value}
                  {...form.register("score", { onChange: () => form.clearErrors("root") })}
                  className="sr-only"
                />
                <span className="sr-only">
                  {value} {value === 1 ? "estrella" : "estrellas"}: {SCORE_WORDS[value]}
                </span>
                <StarIcon
                  filled={value <= shown}
                  className={cx("size-10 transition-transform", value <= shown ? "text-primary" : "text-neutral-300", value === hover && "scale-110")}
                />
              </label>
            ))}
            <span className="ml-2 text-sm font-semibold text-neutral-700" aria-hidden="true">
              {SCORE_WORDS[shown]}
            </span>
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.comment} className="text-sm font-semibold">
            Comentario <span className="font-normal text-neutral-600">(opcional)</span>
          </label>
          <textarea
            id={ids.comment}
            {...form.register("comment")}
            maxLength={RATE_COMMENT_MAX}
            rows={4}
            aria-describedby={ids.hint}
            className="block w-full rounded-lg border border-neutral-400 px-3 py-2 text-base focus:border-secondary focus:outline-2 focus:outline-offset-1 focus:outline-secondary"
            placeholder="¿Qué te gustó? ¿Qué mejorarías?"
          />
          <p id={ids.hint} className="text-right text-xs text-neutral-600">
            {comment.length}/{RATE_COMMENT_MAX}
          </p>
        </div>

        {error ? (
          <p role="alert" className="text-sm font-medium text-error">
            {error}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDismiss}>
            {dismissLabel}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? "Enviando…" : "Enviar calificación"}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
