// No "use client": server components call buttonClasses; <Button> itself (hooks) is rendered
// only inside client components.
import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent } from "react";
import { cx } from "@/lib/cx";

export type ButtonVariant = "primary" | "dark" | "outline-light" | "outline-dark" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  // Primary orange carries dark text: white on #FFA304 fails WCAG AA contrast.
  primary: "bg-primary text-secondary hover:bg-primary-dark",
  dark: "bg-secondary text-white hover:bg-black",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white hover:text-secondary",
  "outline-dark": "border-2 border-secondary text-secondary hover:bg-secondary hover:text-white",
  ghost: "text-secondary hover:bg-secondary/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-6 text-lg",
};

/** Shared by buttons and links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  );
}

/**
 * A click that is the second (or later) click of a double-click: the pointer's click count
 * is kept by the platform, not per element, so it still says 2 when the first click replaced
 * the button under the pointer (quiz «Siguiente» → «Enviar respuestas», issue 35.8).
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}

/**
 * Every action in the app is one deliberate activation: the extra clicks of a double-click
 * do nothing (a submit is not sent twice, «Siguiente» does not skip a question, a button that
 * appears under the pointer is not pressed by the click that made it appear). Buttons meant to
 * be pressed quickly over and over (a tempo stepper) say `repeatable`. `armAfterMs` ignores
 * activation for that long after the button appears (for a button that takes the place of
 * another, so a fast double tap, whose taps may each count as a first click, cannot reach it).
 */
export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  repeatable = false,
  armAfterMs = 0,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; repeatable?: boolean; armAfterMs?: number }) {
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
  return <button type={type} className={buttonClasses(variant, size, className)} onClick={guarded} {...props} />;
}
