"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * After a refused submission: focus the first invalid field of the form (in DOM order) and
 * scroll it to the middle of the screen, so its message is seen on a phone and read by a
 * screen reader (the field's aria-describedby points at it). `errors` is the state the form
 * sets on each submission: a new object each time, so a second failed attempt moves focus again.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(
  errors: Record<string, string | undefined> | null | undefined,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    // The DOM decides, not `errors`: other state set in the same submission (prices, say) can
    // mark fields invalid too.
    if (!errors) return;
    const field = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: "center", behavior: "auto" });
  }, [errors]);
  return ref;
}

/**
 * The refused submission in words, announced once (role="alert"): how many fields to fix and
 * their messages. Visually hidden by default: each field shows its own message beside it.
 */
export function FormErrorSummary({
  errors,
  visible = false,
  countOnly = false,
}: {
  errors: Record<string, string | undefined> | null | undefined;
  visible?: boolean;
  /** Say only how many fields to fix: each message is read where focus lands (a dialog's fields describe themselves). */
  countOnly?: boolean;
}) {
  const messages = Object.values(errors ?? {}).filter((message): message is string => Boolean(message));
  if (countOnly && messages.length > 0) {
    return (
      <div role="alert" className="sr-only">
        {messages.length === 1 ? "Revisa 1 campo." : `Revisa ${messages.length} campos.`}
      </div>
    );
  }
  return (
    <div role="alert" className={visible && messages.length > 0 ? "rounded-lg border border-error bg-error/5 p-3 text-sm font-medium text-error" : "sr-only"}>
      {messages.length === 0
        ? null
        : `${messages.length === 1 ? "Revisa 1 campo" : `Revisa ${messages.length} campos`}: ${messages.join(". ")}${/[.!?]$/.test(messages.at(-1)!) ? "" : "."}`}
    </div>
  );
}
