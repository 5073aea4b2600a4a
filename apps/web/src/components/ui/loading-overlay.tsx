import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/cx";

export interface LoadingOverlayProps {
  open: boolean;
  message?: string;
  /** Opaque white background instead of a translucent veil. */
  showBackground?: boolean;
}

/** Spec §2/§3: full-screen loader with a message ('Cargando' by default) and a spinner. */
export function LoadingOverlay({ open, message = "Cargando", showBackground = false }: LoadingOverlayProps) {
  if (!open) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className={cx(
        "fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4",
        // Short navigations finish before the veil fades in, so it does not flash.
        "animate-[fz-fade-in_200ms_ease-out_150ms_both]",
        showBackground ? "bg-white" : "bg-white/75 backdrop-blur-[2px]",
      )}
    >
      <Spinner />
      <p className="text-lg font-semibold text-secondary">{message}</p>
    </div>
  );
}
