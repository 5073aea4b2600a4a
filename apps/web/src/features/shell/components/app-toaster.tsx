"use client";

import { Toaster } from "sonner";

/**
 * Spec §2: toasts of kind success, error and info, each with its icon (sonner's own) and
 * colours; Spanish labels for screen readers.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={6000}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
    />
  );
}
