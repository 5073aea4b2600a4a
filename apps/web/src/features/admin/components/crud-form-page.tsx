"use client";

import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Crumb } from "@/components/ui/breadcrumbs";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { dangerButtonClasses } from "@/features/admin/utils/danger-button";

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
