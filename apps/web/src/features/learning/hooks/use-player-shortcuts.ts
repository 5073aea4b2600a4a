"use client";

import { useEffect } from "react";
import { commandForKey, keyBelongsToTarget, type PlayerCommand } from "@/features/learning/utils/player-logic";

/**
 * Keyboard shortcuts: anywhere on the page, unless the key belongs to a field or button
 * (see `keyBelongsToTarget`) or to another dialog that is open.
 */
export function usePlayerShortcuts(run: (command: PlayerCommand) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = commandForKey(event);
      if (!command) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Another dialog (the rating prompt) owns the keyboard while it is open.
      if (target?.closest("dialog")) return;
      const info = target
        ? { tagName: target.tagName, type: (target as HTMLInputElement).type, isContentEditable: target.isContentEditable }
        : null;
      if (keyBelongsToTarget(event.key, info)) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [run]);
}
