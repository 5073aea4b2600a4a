import type { toast as sonnerToast } from "sonner";

/**
 * Toasts without sonner in the first-load bundle of every page: the library loads after the
 * page is interactive (with the Toaster, see the app providers) or on the first toast, which
 * ever comes first. Sonner shows toasts created before its Toaster mounted as soon as it does.
 * Code already loaded on demand (forms, academy and admin pages) may import sonner directly.
 */
type Toast = typeof sonnerToast;

let sonner: Promise<typeof import("sonner")> | undefined;

/** The sonner module, imported once. */
export function loadSonner(): Promise<typeof import("sonner")> {
  sonner ??= import("sonner");
  return sonner;
}

/** Shows a toast once sonner is loaded: `showToast((toast) => toast.error("…"))`. */
export function showToast(show: (toast: Toast) => void): Promise<void> {
  return loadSonner().then(({ toast }) => show(toast));
}
