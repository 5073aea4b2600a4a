"use client";

import { SHORTCUTS } from "@/features/learning/utils/player-logic";

/**
 * The keyboard shortcuts panel, opened by the player's "Atajos de teclado" button (its
 * `aria-controls` points at `id`). The panel is always there, hidden, so the button always has
 * something to control; its list is rendered only once opened — forty elements that every
 * topic's page would otherwise parse, lay out and hydrate for a panel few students open.
 */
export function ShortcutsHelp({ id, open, note }: { id: string; open: boolean; note: string | null }) {
  return (
    <div id={id} hidden={!open} className="mt-1 rounded-xl bg-black/30 p-3 sm:p-4">
      {open ? <ShortcutsList note={note} /> : null}
    </div>
  );
}

function ShortcutsList({ note }: { note: string | null }) {
  return (
    <>
      <p className="mb-2 text-sm font-semibold">Atajos de teclado</p>
      <ul className="grid gap-x-6 gap-y-1.5 text-sm text-neutral-200 sm:grid-cols-2">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.command} className="flex items-center gap-2">
            <span className="flex shrink-0 gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md border border-white/30 bg-white/10 px-1.5 py-0.5 text-center font-mono text-xs text-white"
                >
                  {key}
                </kbd>
              ))}
            </span>
            <span>{shortcut.label}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-neutral-300">
        Los atajos funcionan en toda la página mientras no estés escribiendo en un campo.
      </p>
      {note ? <p className="mt-1 text-xs text-neutral-300">{note}</p> : null}
    </>
  );
}
