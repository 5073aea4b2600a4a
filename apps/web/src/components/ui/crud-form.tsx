"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";
import { messagesOf } from "@/lib/forms";
import { isPhoneWidth } from "@/lib/phone-width";
import { toast } from "@/lib/toasts";

/**
 * A back-office form (decision 020): react-hook-form validated by its zod schema. A refused
 * submission moves focus to the first invalid field on screen, announces every message
 * (`FormErrorSummary`) and says so in a toast; the save button shows when it is working.
 *
 * A form with more than one way to save (a post saved as a draft or published) gives its own
 * `actions`: each calls `submit(intent)`, which runs the same checks and hands `onValid` the
 * intent; Enter in a field and a `type="submit"` button submit without one.
 */
export function CrudForm<Values extends FieldValues, Output, Intent extends string = never>({
  form,
  onValid,
  busy,
  submitLabel,
  back,
  disabled = false,
  note,
  actions,
  className = "flex flex-col gap-5",
  labelledBy,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: (values: Output, intent?: Intent) => Promise<void> | void;
  busy: boolean;
  /** The save button's label (when the form has no `actions`). */
  submitLabel?: string;
  /** "Volver al nivel": a link beside the save button. */
  back?: { href: string; label: string };
  /** Saving is not possible now (a file is still uploading). */
  disabled?: boolean;
  /** A line under the buttons. */
  note?: ReactNode;
  /** The form's own buttons, instead of the save button and the back link. */
  actions?: (submit: (intent?: Intent) => void) => ReactNode;
  className?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  children: ReactNode;
}) {
  const { errors } = form.formState;
  // A new object per refused submission, so a second attempt moves focus again.
  const [refused, setRefused] = useState<object | null>(null);
  const ref = useFocusFirstInvalid<HTMLFormElement>(refused as Record<string, string> | null);
  const submitAs = (intent?: Intent) =>
    form.handleSubmit(
      (values) => onValid(values, intent),
      () => {
        setRefused({});
        // On a phone the marked fields say it, where a toast would lie over them (decision 047).
        if (!isPhoneWidth()) toast.error("Revisa los campos marcados");
      },
    );
  return (
    <form ref={ref} noValidate aria-labelledby={labelledBy} onSubmit={(event) => void submitAs()(event)} className={className}>
      <FormErrorSummary errors={messagesOf(errors)} visible={Boolean(errors.root)} />
      {children}
      {actions ? (
        actions((intent) => void submitAs(intent)())
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="dark" disabled={busy || disabled} aria-busy={busy}>
            {busy ? "Guardando…" : submitLabel}
          </Button>
          {back ? (
            <Link href={back.href} className={buttonClasses("outline-dark")}>
              {back.label}
            </Link>
          ) : null}
        </div>
      )}
      {note}
    </form>
  );
}
