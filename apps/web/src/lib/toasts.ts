import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The one way to raise a toast (spec §2: success, error and info, each with its icon). A
 * failed request is reported to the errors queue instead (`reportError`, spec §8), whose
 * toasts are raised here too (features/errors).
 *
 * Sonner stays out of the first-load bundle of every page: the library loads after the page
 * is interactive (with the Toaster, see the app providers) or on the first toast, whichever
 * comes first. Sonner shows toasts created before its Toaster mounted as soon as it does.
 */
type Sonner = typeof sonnerToast;
type Kind = "success" | "info" | "error";

let sonner: Promise<typeof import("sonner")> | undefined;

/** The sonner module, imported once. */
function loadSonner(): Promise<typeof import("sonner")> {
  sonner ??= import("sonner");
  return sonner;
}

function show(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast: raise }) => (raise as Sonner)[kind](message, options));
  };
}

export const toast: Record<Kind, (message: string, options?: ExternalToast) => void> = {
  success: show("success"),
  info: show("info"),
  error: show("error"),
};
