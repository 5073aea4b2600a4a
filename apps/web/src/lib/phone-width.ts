/**
 * A phone's width: where sonner lays toasts out full-width (its own breakpoint), and where a
 * toast over the page covers what the student is filling in (issue 35.12, decision 047).
 */
export const PHONE_MAX_WIDTH = 600;
const QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

export function isPhoneWidth(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(QUERY).matches;
}

/** For useSyncExternalStore: tells when the width crosses the breakpoint. */
export function onPhoneWidthChange(listener: () => void): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}
