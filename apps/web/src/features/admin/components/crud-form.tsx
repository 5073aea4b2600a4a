"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";
import { messagesOf } from "@/lib/forms";
import type { Crumb } from "@/components/ui/breadcrumbs";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { dangerButtonClasses } from "@/features/admin/components/danger-button";

/**
 * A back-office form (decision 020): react-hook-form validated by its zod schema. A refused
 * submission moves focus to the first invalid field on screen, announces every message
 * (`FormErrorSummary`) and says so in a toast; the save button shows when it is working.
 */
export function CrudForm<Values extends FieldValues, Output>({
  form,
  onValid,
  busy,
  submitLabel,
  back,
  disabled = false,
  note,
  className = "flex flex-col gap-5",
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: (values: Output) => Promise<void> | void;
  busy: boolean;
  submitLabel: string;
  /** "Volver al nivel": a link beside the save button. */
  back?: { href: string; label: string };
  /** Saving is not possible now (a file is still uploading). */
  disabled?: boolean;
  /** A line under the buttons. */
  note?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { errors } = form.formState;
  // A new object per refused submission, so a second attempt moves focus again.
  const [refused, setRefused] = useState<object | null>(null);
  const ref = useFocusFirstInvalid<HTMLFormElement>(refused as Record<string, string> | null);
  const submit = form.handleSubmit(onValid, () => {
    setRefused({});
    toast.error("Revisa los campos marcados");
  });
  return (
    <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className={className}>
      <FormErrorSummary errors={messagesOf(errors)} visible={Boolean(errors.root)} />
      {children}
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
      {note}
    </form>
  );
}

/** Deleting what a form page edits: its button in the header, and the question before. */
export interface RemoveAction {
  /** "Eliminar tema" */
  label: string;
  /** "¿Eliminar este tema?" */
  title: string;
  confirmLabel?: string;
  /** What will be lost. */
  body: ReactNode;
  busy: boolean;
  /** Answers whether it was deleted (on failure the dialog closes and the toast explains). */
  run: () => Promise<unknown>;
}

/**
 * The page of one catalogue item: where it sits, its title and delete button, then its form.
 * `children` is the form (a `CrudForm`, or sections around one).
 */
export function CrudFormPage({
  title,
  crumbs,
  description,
  remove,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  description?: ReactNode;
  /** Only for an item that exists. */
  remove?: RemoveAction;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <AdminPageHeader
        title={title}
        crumbs={crumbs}
        description={description}
        actions={
          remove ? (
            <button type="button" className={dangerButtonClasses()} onClick={() => setConfirming(true)} disabled={remove.busy}>
              {remove.label}
            </button>
          ) : null
        }
      />
      {children}
      {remove ? (
        <ConfirmDialog
          open={confirming}
          title={remove.title}
          confirmLabel={remove.confirmLabel ?? "Sí, eliminar"}
          busy={remove.busy}
          onConfirm={() => void remove.run().finally(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        >
          {remove.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
