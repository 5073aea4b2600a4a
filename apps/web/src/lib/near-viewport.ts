/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (at once where
 * IntersectionObserver is missing); answers a function that stops waiting. For heavy parts
 * below the fold (the score's engine): a phone loads them when the student scrolls towards
 * them, not while the page starts.
 */
export function whenNearViewport(element: Element, onNear: () => void, margin = "400px"): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
