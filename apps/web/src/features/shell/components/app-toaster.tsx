"use client";

import { Toaster } from "sonner";

/**
 * Spec §2: toasts of kind success, error and info, each with its icon (sonner's own) and
 * colours; Spanish labels for screen readers. They open just below the sticky header (h-16):
 * over it, they hid the menu, the cart and "Cerrar sesión" for seconds.
 */
export const TOAST_OFFSET = { top: 76, right: 16, left: 16, bottom: 16 } as const;
export const TOAST_MOBILE_OFFSET = { top: 72, right: 12, left: 12, bottom: 12 } as const;

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      richColors
      closeButton
      duration={6000}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
    />
  );
}
