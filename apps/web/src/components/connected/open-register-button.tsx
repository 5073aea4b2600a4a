"use client";

import type { ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useAppDispatch } from "@/store/hooks";
import { openRegisterModal } from "@/store/slices/general-slice";

export interface RegisterChoice {
  monthSelected?: number | null;
  levelSlug?: string | null;
  isPurchaseAll?: boolean;
}

/**
 * Opens the register modal (spec §2) with the visitor's choice. A tiny client island:
 * the pages around it stay server-rendered.
 */
export function OpenRegisterButton({
  choice = {},
  variant = "primary",
  size = "md",
  className,
  children,
  "aria-label": ariaLabel,
}: {
  choice?: RegisterChoice;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={ariaLabel}
      className={buttonClasses(variant, size, className)}
      onClick={() => dispatch(openRegisterModal(choice))}
    >
      {children}
    </button>
  );
}
