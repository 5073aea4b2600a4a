"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";

/**
 * A native modal <dialog> asking to confirm a destructive action. Focus starts on
 * "Cancelar", so Enter never deletes by accident; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-6 text-secondary shadow-2xl backdrop:bg-secondary/70"
    >
      {open ? (
        <>
          <h2 id={titleId} className="text-xl font-extrabold">
            {title}
          </h2>
          <div className="mt-2 text-neutral-700">{children}</div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button ref={cancelRef} type="button" className={buttonClasses("outline-dark")} onClick={onCancel} disabled={busy}>
              Cancelar
            </button>
            <Button onClick={onConfirm} disabled={busy} aria-busy={busy} className="bg-error text-white hover:bg-red-700">
              {confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
