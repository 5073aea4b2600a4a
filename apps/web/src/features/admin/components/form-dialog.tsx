"use client";

import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";

/**
 * A modal form (native <dialog>: focus stays inside, Escape closes). The first field gets the
 * focus; the submit button says what will happen and shows when it is working.
 */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  busy = false,
  onSubmit,
  onClose,
  children,
  danger = false,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** The action is hard to undo: a red submit button. */
  danger?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      dialog.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-0 text-secondary shadow-2xl backdrop:bg-secondary/70"
    >
      {open ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-6">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-xl font-extrabold">
                {title}
              </h2>
              {description ? <div className="mt-1 text-sm text-neutral-700">{description}</div> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label="Cerrar"
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClasses("outline-dark")} onClick={onClose} disabled={busy}>
              Cancelar
            </button>
            <Button type="submit" disabled={busy} aria-busy={busy} variant={danger ? "primary" : "dark"} className={danger ? "bg-error text-white hover:bg-red-700" : undefined}>
              {busy ? "Guardando…" : submitLabel}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
