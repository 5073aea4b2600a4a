"use client";

import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent } from "react";

/**
 * A click that is the second (or later) click of a double-click: the pointer's click count
 * is kept by the platform, not per element, so it still says 2 when the first click replaced
 * the button under the pointer (quiz «Siguiente» → «Enviar respuestas», issue 35.8).
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}

/** `<Button>`'s element: a <button> that takes one deliberate activation (see Button). */
export function GuardedButton({
  repeatable = false,
  armAfterMs = 0,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { repeatable?: boolean; armAfterMs?: number }) {
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const guarded = (event: MouseEvent<HTMLButtonElement>) => {
    const early = armAfterMs > 0 && performance.now() - shownAt.current < armAfterMs;
    if (!repeatable && (isRepeatClick(event) || early)) {
      // Keeps a submit button from sending its form as well.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  // The type comes from Button, which always sets it.
  return <button {...props} onClick={guarded} />;
}
