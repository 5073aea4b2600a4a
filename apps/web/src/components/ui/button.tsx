// No "use client": server components call buttonClasses and render <Button>; the click guard
// lives in the client component it renders (button-guard.tsx).
import type { ButtonHTMLAttributes } from "react";
import { GuardedButton } from "@/components/ui/button-guard";
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
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; repeatable?: boolean; armAfterMs?: number }) {
  return <GuardedButton type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
