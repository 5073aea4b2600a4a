"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { isPhoneWidth, onPhoneWidthChange } from "@/lib/phone-width";

/**
 * Spec §2: toasts of kind success, error and info, each with its icon (sonner's own) and
 * colours; Spanish labels for screen readers. They open just below the sticky header (h-16):
 * over it, they hid the menu, the cart and "Cerrar sesión" for seconds. In the academy they
 * open below its tabs too (issue 35.12: a toast covered «Mis cursos», «Práctica»…). On a phone
 * a toast is as wide as the screen and, at the top, lay over the form's first fields: there they
 * rise from the bottom (decision 047), and a refusal about a field is said at the field only.
 */
interface Offsets {
  top: number;
  right: number;
  left: number;
  bottom: number;
}
export const TOAST_OFFSET: Offsets = { top: 76, right: 16, left: 16, bottom: 16 };
export const TOAST_MOBILE_OFFSET: Offsets = { top: 72, right: 12, left: 12, bottom: 12 };
/** The academy's tab bar under the header (min-h-12 and its border). */
export const ACADEMY_TABS_HEIGHT = 49;

/** Where toasts open on `pathname`: below the header, and below the academy's tabs there. */
export function toastOffsets(pathname: string | null): { offset: Offsets; mobileOffset: Offsets } {
  const academy = pathname === "/academia" || (pathname?.startsWith("/academia/") ?? false);
  if (!academy) return { offset: TOAST_OFFSET, mobileOffset: TOAST_MOBILE_OFFSET };
  return {
    offset: { ...TOAST_OFFSET, top: TOAST_OFFSET.top + ACADEMY_TABS_HEIGHT },
    mobileOffset: { ...TOAST_MOBILE_OFFSET, top: TOAST_MOBILE_OFFSET.top + ACADEMY_TABS_HEIGHT },
  };
}

export function AppToaster() {
  const { offset, mobileOffset } = toastOffsets(usePathname());
  const phone = useSyncExternalStore(onPhoneWidthChange, isPhoneWidth, () => false);
  return (
    <Toaster
      position={phone ? "bottom-center" : "top-center"}
      offset={offset}
      mobileOffset={mobileOffset}
      richColors
      closeButton
      duration={6000}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
    />
  );
}
