import type { ButtonHTMLAttributes } from "react";
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

export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
